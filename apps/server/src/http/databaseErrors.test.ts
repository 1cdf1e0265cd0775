import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseClientError } from './databaseErrors';
import { HttpError } from './errors';

/** Real PostgreSQL refusals (PGlite), wrapped as Drizzle wraps them, read by databaseClientError. */
let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`
    CREATE TABLE categories (id serial PRIMARY KEY, name text UNIQUE, code varchar(3), content jsonb);
    CREATE TABLE items (id serial PRIMARY KEY, product_category_id integer REFERENCES categories(id));
    CREATE TABLE kept (id serial PRIMARY KEY, category_id integer REFERENCES categories(id) ON DELETE RESTRICT);
    INSERT INTO categories (name) VALUES ('cards'), ('menus');
    INSERT INTO items (product_category_id) VALUES (1);
    INSERT INTO kept (category_id) VALUES (2);
  `);
});
afterAll(() => pg?.close());

async function refusal(sql: string): Promise<unknown> {
  try {
    await pg.query(sql);
  } catch (error) {
    return new Error('Failed query', { cause: error });
  }
  throw new Error(`not refused: ${sql}`);
}

describe('databaseClientError', () => {
  it('an id naming nothing: 422 on the field whose column it is, without the database text', async () => {
    const error = databaseClientError(await refusal('INSERT INTO items (product_category_id) VALUES (999)'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 422,
      message: 'Validation failed',
      details: [{ property: 'productCategoryId', constraints: { exists: 'There is no item with this productCategoryId' } }],
    });
  });

  it('a delete of an item still in use: 409', async () => {
    // NO ACTION (23503) and RESTRICT (23001) alike.
    for (const id of [1, 2]) {
      expect(databaseClientError(await refusal(`DELETE FROM categories WHERE id = ${id}`))).toMatchObject({ statusCode: 409, details: 'This item is still in use.' });
    }
  });

  it('a number the column cannot hold, or text that is no number: 422', async () => {
    for (const sql of ['SELECT * FROM items WHERE id = 2147483648::bigint::integer', "SELECT * FROM items WHERE id = 'abc'"]) {
      expect(databaseClientError(await refusal(sql)), sql).toMatchObject({ statusCode: 422, message: 'Validation failed' });
    }
  });

  it('a text the database cannot store: a NUL character in text or JSON, a text over its length: 422', async () => {
    for (const [sql, value] of [
      ['INSERT INTO categories (name) VALUES ($1)', 'a\u0000b'],
      ['INSERT INTO categories (content) VALUES ($1)', JSON.stringify({ id: 'a\u0000b' })],
      ['INSERT INTO categories (code) VALUES ($1)', 'abcd'],
    ] as const) {
      let caught: unknown;
      await pg.query(sql, [value]).catch((error: unknown) => (caught = error));
      expect(databaseClientError(caught), sql).toMatchObject({ statusCode: 422, message: 'Validation failed' });
    }
  });

  it('leaves every other error alone (a 500, or the route handles it)', async () => {
    expect(databaseClientError(await refusal("INSERT INTO categories (name) VALUES ('cards')"))).toBeNull();
    expect(databaseClientError(new Error('connection refused'))).toBeNull();
    expect(databaseClientError(null)).toBeNull();
  });
});
