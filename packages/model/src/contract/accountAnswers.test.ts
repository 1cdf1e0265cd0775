import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authContract } from './auth';
import type { RouteContract } from './route';
import { usersContract } from './users';

/** Every field name an answer of this schema can carry, at any depth ('userData.email'). */
function fieldNames(schema: z.ZodType, at = ''): string[] {
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, value]) => [`${at}${key}`, ...fieldNames(value, `${at}${key}.`)]);
  }
  if (schema instanceof z.ZodArray) return fieldNames(schema.element as z.ZodType, at);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) return fieldNames(schema.unwrap() as z.ZodType, at);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap((option) => fieldNames(option, at));
  if (schema instanceof z.ZodRecord) return fieldNames(schema.valueType as z.ZodType, at);
  if (schema instanceof z.ZodPipe) return [...fieldNames(schema.in as z.ZodType, at), ...fieldNames(schema.out as z.ZodType, at)];
  return [];
}

const answersOf = (contract: Record<string, RouteContract>) =>
  Object.entries(contract).flatMap(([name, route]) =>
    Object.entries(route.response).map(([status, schema]) => ({ route: `${name} (${route.method} ${route.path}) ${status}`, fields: fieldNames(schema as z.ZodType) })),
  );

/** Names of fields that would carry a password, its hash, a reset link's token or another secret. */
const SECRET = /pass(word)?|hash|salt|secret|reset|^(.*\.)?(token|tokenHash|resetToken|refreshToken|apiKey)$/i;

describe('account answers (auth and users routes)', () => {
  const answers = [...answersOf(authContract), ...answersOf(usersContract)];

  it('are read field by field (the walk finds the user’s fields)', () => {
    const profile = answers.find((answer) => answer.route.startsWith('profile '));
    expect(profile?.fields).toEqual(expect.arrayContaining(['id', 'email', 'role', 'ddf']));
    expect(answers.find((answer) => answer.route.startsWith('login '))?.fields).toEqual(expect.arrayContaining(['jwt', 'userData.email']));
  });

  it('name no password, hash, reset token or other secret', () => {
    for (const { route, fields } of answers) {
      expect(
        fields.filter((field) => SECRET.test(field)),
        route,
      ).toEqual([]);
    }
  });

  it('carry no one else’s e-mail: the public creator list names none', () => {
    const creators = answers.find((answer) => answer.route.startsWith('creators '));
    expect(creators?.fields.length).toBeGreaterThan(0);
    expect(creators?.fields.filter((field) => /e-?mail/i.test(field))).toEqual([]);
  });
});
