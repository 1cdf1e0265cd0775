// How PGlite writes query parameters, for the embedded database on its thread and in process.
// Plain JavaScript: the database thread starts without tsx.
import { types } from '@electric-sql/pglite';

// A document (designs and templates, about 200 KB) reaches PGlite as UTF-8 bytes, which it sends
// in binary format: for json and text that is the same bytes as the text. Given a string, PGlite's
// JavaScript measures its UTF-8 length character by character and encodes it again, a third of a
// 200 KB UPDATE's time; so long strings are handed over as bytes too (one fast encode), and bytes
// (db/jsonUtf8.ts) as they are. Short values, and every other type, are serialised as PGlite does.
const LONG_TEXT = 16 * 1024;
const bytesWhenLong = (serialize) => (value) => {
  if (value instanceof Uint8Array) return value;
  if (typeof value === 'string' && value.length >= LONG_TEXT) return Buffer.from(value, 'utf8');
  return serialize(value);
};

export const serializers = {
  [types.JSON]: bytesWhenLong((value) => (typeof value === 'string' ? value : JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)))),
  [types.TEXT]: bytesWhenLong((value) => (value instanceof Date ? value.toISOString() : value.toString())),
};
