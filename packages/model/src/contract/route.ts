import { z } from 'zod';

/**
 * One HTTP route of the API as both sides know it: the server registers it (apps/server
 * http/contract.ts), the OpenAPI document describes it, and the web calls it (apps/web
 * api/client.ts `request`). Its path is relative to /api and written as Fastify writes it
 * ('/designs/:id'). Each status the route answers with has its schema; a 2xx answer that is a file
 * (a PDF, a picture) is `fileAnswer`, one with no body is `noContent`. Errors answer with the
 * envelope (api.ts) and need no schema here; a 503 that says more than the envelope (GET /ready:
 * what is not ready) declares its own, which extends the envelope.
 */
export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** One line for the API documentation. */
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body; a multipart upload names no body (its fields are read from the form). */
  body?: z.ZodType;
  /** What the route answers with, per success status (and a 503 that extends the error envelope). */
  response: Partial<Record<200 | 201 | 204 | 503, z.ZodType>>;
}

/** Declares a route; the literal types are kept so that both ends infer the same input and answer. */
export const defineRoute = <const R extends RouteContract>(route: R): R => route;

/** The answer of a route that sends no body (204). */
export const noContent = z.null().meta({ description: 'No content' });

/**
 * The answer of a route that sends a file's bytes (a download, a picture): documented as
 * application/octet-stream, sent as bytes or a stream, never as JSON.
 */
export const fileAnswer = z.unknown().meta({ description: 'The file’s bytes', format: 'binary' });

/** Whether a response schema is one of the bytes answers above. */
export const isFileAnswer = (schema: unknown): boolean => schema === fileAnswer;

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;

/** What the route answers with when it succeeds, as the caller receives it. */
export type RouteOutput<R extends RouteContract> = R['response'] extends { 200: infer S }
  ? Out<S>
  : R['response'] extends { 201: infer S }
    ? Out<S>
    : R['response'] extends { 204: z.ZodType }
      ? undefined
      : never;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

/** The values a caller puts into the path: each `:name` of the path, as a string or a number. */
export type PathParams<P extends string> = [ParamNames<P>] extends [never] ? undefined : Record<ParamNames<P>, string | number>;

type Part<Key extends string, T> = [T] extends [undefined] ? { [K in Key]?: undefined } : undefined extends T ? { [K in Key]?: T } : { [K in Key]: T };

/** What a caller sends: the path's parameters, the query and the JSON body, each where the route has one. */
export type RouteInput<R extends RouteContract> = Part<'params', PathParams<R['path']>> &
  Part<'query', R['query'] extends z.ZodType ? In<R['query']> : undefined> &
  Part<'body', R['body'] extends z.ZodType ? In<R['body']> : undefined>;

/** The path with its parameters filled in ('/designs/:id' with {id: 7} is '/designs/7'). */
export function pathWith(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`The path ${path} needs its parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string ('?a=1&b=x', or '' when there is nothing to send); undefined and null values are left out. */
export function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
