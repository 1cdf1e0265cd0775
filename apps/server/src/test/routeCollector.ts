import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';

/** A route as the app registered it: its method and its full url ('GET /api/designs/:id'). */
export type RouteKey = `${string} ${string}`;

/**
 * Runs `build` and returns what it built with every route each Fastify instance created meanwhile
 * registered. The app builds itself (app.ts) and adds its routes before `build` returns, so an
 * onRoute hook added afterwards would miss them all: Fastify announces each new instance on the
 * 'fastify.initialization' channel before any plugin runs, which is where the hook is added.
 */
export async function collectRoutes<T>(build: () => Promise<T>): Promise<{ built: T; routes: Set<RouteKey> }> {
  const routes = new Set<RouteKey>();
  const channel = diagnostics.channel('fastify.initialization');
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.add(`${method} ${route.url}`);
    });
  };
  channel.subscribe(onInstance);
  try {
    return { built: await build(), routes };
  } finally {
    channel.unsubscribe(onInstance);
  }
}
