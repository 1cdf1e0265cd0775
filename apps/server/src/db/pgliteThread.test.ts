import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteThread, startPgliteThread } from './pgliteThread';

describe('the embedded database on its own thread', () => {
  const dataPath = mkdtempSync(join(tmpdir(), 'layout-db-thread-'));
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = await startPgliteThread(dataPath);
    await thread.client.exec('create table notes (id int primary key, body text not null, at timestamptz not null default now())');
  });
  afterAll(async () => {
    await thread.close();
    rmSync(dataPath, { recursive: true, force: true });
  });

  const bodyOf = async (id: number) => (await thread.client.query<{ body: string }>('select body from notes where id = $1', [id])).rows[0]?.body;

  it('answers queries sent all at once, each its own rows, as objects or arrays', async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => thread.client.query('insert into notes (id, body) values ($1, $2)', [i + 1, `note ${i + 1}`])));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => bodyOf(i + 1)));
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => `note ${i + 1}`));
    const asArrays = await thread.client.query('select id, body from notes where id = $1', [7], { rowMode: 'array' });
    expect(asArrays.rows).toEqual([[7, 'note 7']]);
    expect(asArrays.fields.map((f) => f.name)).toEqual(['id', 'body']);
  });

  it('keeps dates as the text PostgreSQL sends, as Drizzle expects of its PGlite driver', async () => {
    const { rows } = await thread.client.query<{ at: unknown }>('select at from notes where id = 1');
    expect(typeof rows[0]!.at).toBe('string');
  });

  it('carries a 200 KB document across whole, as text and as JSON, whatever its characters', async () => {
    const big = `${'x'.repeat(200 * 1024)} café ✓ 😀 "quoted" \\ end`;
    await thread.client.query('insert into notes (id, body) values ($1, $2)', [100, big]);
    expect(await bodyOf(100)).toBe(big);
    const document = JSON.stringify({ text: big, list: [1, 2, 3] });
    const { rows } = await thread.client.query<{ text: string; parsed: { list: number[] } }>('select $1::json::text as text, $1::json as parsed', [document]);
    expect(rows[0]!.text).toBe(document);
    expect(rows[0]!.parsed.list).toEqual([1, 2, 3]);
  });

  it('takes a document as UTF-8 bytes, and answers a column named ..._utf8 as bytes moved across, the others as text', async () => {
    const document = JSON.stringify({ text: `${'y'.repeat(200 * 1024)} café ✓ 😀 "quoted" \\ end` });
    await thread.client.query('insert into notes (id, body) values ($1, $2::json::text)', [101, Buffer.from(document)]);
    const { rows } = await thread.client.query<unknown[]>('select body as body_utf8, body from notes where id = 101', [], { rowMode: 'array' });
    const [bytes, text] = rows[0]!;
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(bytes as Uint8Array).toString('utf8')).toBe(document);
    expect(text).toBe(document);
    await thread.client.query('delete from notes where id = 101');
  });

  it("answers a refusal as PostgreSQL's error, with its code and constraint", async () => {
    const refusal = await thread.client.query('insert into notes (id, body) values (1, $1)', ['again']).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect(await bodyOf(1)).toBe('note 1');
  });

  it('commits a transaction whole, and holds other queries back until it ends', async () => {
    let outsideSawMidway: string | undefined;
    let outside: Promise<unknown> = Promise.resolve();
    await thread.client.transaction(async (tx) => {
      await tx.query('update notes set body = $1 where id = 2', ['midway']);
      // Sent while the transaction is open: it runs after the commit, never inside it.
      outside = bodyOf(2).then((body) => (outsideSawMidway = body));
      await tx.query('update notes set body = $1 where id = 2', ['committed']);
      expect(outsideSawMidway).toBeUndefined();
    });
    await outside;
    expect(outsideSawMidway).toBe('committed');
    expect(await bodyOf(2)).toBe('committed');
  });

  it('rolls a transaction back when its callback throws, and throws that error', async () => {
    const failure = new Error('changed my mind');
    await expect(
      thread.client.transaction(async (tx) => {
        await tx.query('update notes set body = $1 where id = 3', ['never']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await bodyOf(3)).toBe('note 3');
  });

  it('rolls back a transaction whose query failed, and goes on serving', async () => {
    await expect(
      thread.client.transaction(async (tx) => {
        await tx.query('update notes set body = $1 where id = 4', ['never']);
        await tx.query('insert into notes (id, body) values (1, $1)', ['duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await bodyOf(4)).toBe('note 4');
  });

  it('keeps what was committed across a restart on the same folder', async () => {
    await thread.close();
    thread = await startPgliteThread(dataPath);
    expect(await bodyOf(2)).toBe('committed');
    expect((await thread.client.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n).toBe(51);
  });
});
