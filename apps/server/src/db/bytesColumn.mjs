// The name ending that marks a result column to be answered as UTF-8 bytes (db/textBytes.ts).
// Plain JavaScript: the database thread reads it too, and it starts without tsx.
export const BYTES_COLUMN_SUFFIX = '_utf8';
