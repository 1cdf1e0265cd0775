import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteKey, collectRoutes } from '../test/routeCollector';
import { type Account, type World, createWorld } from '../test/world';
import { type RouteCase, routeRequests } from './routeRequests';
import { type CallerRole, type Cell, type Expectation, NOT_IN_TABLE, ROLES, ROUTE_TABLE, routeOf } from './routeTable';

/**
 * Every API route, called by a guest, a user, a designer and an admin, on their own resource and
 * on someone else's: each answer must be exactly the status routeTable.ts gives. Each call gets a
 * fresh resource, valid in every way but who asks, so the status is the authorization's alone.
 */

let w: World;
let registered: Set<RouteKey>;
let REQUESTS: Record<string, RouteCase>;

beforeAll(async () => {
  const collected = await collectRoutes(() => createWorld());
  w = collected.built;
  registered = collected.routes;
  REQUESTS = routeRequests(w);
}, 120_000);
afterAll(() => w?.close());

/** The account each role calls as. */
const callerOf = (role: CallerRole): Account | null => (role === 'guest' ? null : w.accounts[role]);

/** Whose resource `other` is: a second account of the caller's role; a user's for guests and admins (a designer's where only creators own one). */
function otherOwner(role: CallerRole, owned: RouteCase['owned']): Account {
  if (role === 'designer' || owned === 'creators') return w.accounts.designer2;
  return w.accounts.user2;
}

/** A fresh session of `who`, for a call that ends the session it is made with. */
async function freshSession(who: Account): Promise<Account> {
  const login = await w.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.email, password: who.password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { jwt } = login.json() as { jwt: string };
  return { ...who, token: jwt, headers: { 'x-auth-token': jwt } };
}

/** The cells of one row that do not fit the route: an owned route needs {own, other}, others a number. */
function shapeProblems(key: string, route: RouteCase, expected: Expectation): string[] {
  const problems: string[] = [];
  for (const role of ROLES) {
    const cell = expected[role];
    const needsObject = route.owned !== undefined && role !== 'guest';
    if (needsObject !== (typeof cell === 'object')) problems.push(`${key} ${role}: ${needsObject ? '{ own, other }' : 'a number'} expected`);
    const canOwn = role === 'designer' || role === 'admin' || route.owned === 'anyone';
    if (typeof cell === 'object' && canOwn !== 'own' in cell) problems.push(`${key} ${role}: ${canOwn ? 'own is missing' : 'a user cannot own one'}`);
  }
  return problems;
}

describe('route table', () => {
  it('has a row for every route the app registers, and a route for every row', () => {
    const rows = new Set(Object.keys(ROUTE_TABLE).map(routeOf));
    const unlisted = [...registered].filter((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return !rows.has(key) && !NOT_IN_TABLE.some((rule) => rule.matches(method, url));
    });
    const gone = Object.keys(ROUTE_TABLE).filter((key) => !registered.has(routeOf(key) as RouteKey));
    expect({ unlisted, gone }).toEqual({ unlisted: [], gone: [] });
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(ROUTE_TABLE).sort());
  });

  it('gives { own, other } exactly where a route is about someone’s resource', () => {
    expect(Object.entries(ROUTE_TABLE).flatMap(([key, expected]) => (REQUESTS[key] ? shapeProblems(key, REQUESTS[key], expected) : []))).toEqual([]);
  });
});

describe('HEAD twins', () => {
  it('answer a guest as their GET route does (which is why the table leaves them out)', async () => {
    const answers: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const [key, row] of Object.entries(ROUTE_TABLE)) {
      if (!key.startsWith('GET ') || !registered.has(`HEAD ${key.slice(4)}`)) continue;
      const route = REQUESTS[key]!;
      answers[key] = (await w.inject('HEAD', await route.request(otherOwner('guest', route.owned)), null)).statusCode;
      expected[key] = row.guest as number;
    }
    expect(Object.keys(answers).length).toBeGreaterThan(0);
    expect(answers).toEqual(expected);
  }, 120_000);
});

describe('an ended session', () => {
  it('is refused with 401 by every route a guest may not call', async () => {
    const ended = await freshSession(w.accounts.user);
    expect((await w.inject('POST', { url: '/api/auth/logout' }, ended)).statusCode).toBe(204);
    const answers: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const [key, row] of Object.entries(ROUTE_TABLE)) {
      if (row.guest !== 401 || !REQUESTS[key]) continue;
      const route = REQUESTS[key];
      const request = await route.request(otherOwner('user', route.owned));
      answers[key] = (await w.inject(key.split(' ')[0]!, request, ended)).statusCode;
      expected[key] = 401;
    }
    expect(answers).toEqual(expected);
  }, 120_000);
});

describe('who may call each route', () => {
  for (const [key, expected] of Object.entries(ROUTE_TABLE)) {
    it(key, async () => {
      const route = REQUESTS[key];
      if (!route) throw new Error(`no request for ${key}`);
      const method = key.split(' ')[0]!;
      const notes: string[] = [];

      const call = async (role: CallerRole, owner: Account, label: string): Promise<number> => {
        const caller = callerOf(role);
        const as = caller && route.endsSession ? await freshSession(caller) : caller;
        const request = await route.request(owner);
        const response = await w.inject(method, request, as);
        const status = response.statusCode;
        if (status >= 400) {
          // Every refusal is in the spec's envelope.
          const answer = response.json() as { statusCode?: unknown; message?: unknown };
          if (answer.statusCode !== status || typeof answer.message !== 'string' || answer.message === '') notes.push(`${label}: not the error envelope: ${response.body}`);
        }
        notes.push(`${label} ${status}: ${response.body.slice(0, 200)}`);
        return status;
      };

      const observed = {} as Record<CallerRole, Cell>;
      for (const role of ROLES) {
        const cell = expected[role];
        if (typeof cell === 'number') {
          observed[role] = await call(role, otherOwner(role, route.owned), role);
        } else {
          const answer: { own?: number; other: number } = { other: 0 };
          if ('own' in cell) answer.own = await call(role, callerOf(role)!, `${role} own`);
          answer.other = await call(role, otherOwner(role, route.owned), `${role} other`);
          observed[role] = answer;
        }
      }
      expect(observed, notes.join('\n')).toEqual(expected);
      expect(notes.filter((note) => note.includes('not the error envelope'))).toEqual([]);
    });
  }
});
