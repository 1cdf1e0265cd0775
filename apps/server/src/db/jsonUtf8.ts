/**
 * Where documents are written before they are copied out at their exact size. Kept between calls
 * (up to KEPT_BYTES), so that memory is neither allocated nor faulted in again for every save;
 * safe to share because a write runs start to end without yielding.
 */
let scratch = Buffer.allocUnsafeSlow(256 * 1024);
const KEPT_BYTES = 4 * 1024 * 1024;

/** Text encoded into `scratch` as UTF-8, growing it as needed. */
class Utf8Writer {
  private length = 0;

  write(text: string): void {
    // UTF-8 takes at most three bytes for one UTF-16 unit, so the text always fits in one call.
    const needed = this.length + text.length * 3;
    if (needed > scratch.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(needed, scratch.length * 2));
      scratch.copy(grown, 0, 0, this.length);
      scratch = grown;
    }
    // Buffer#write encodes in place; TextEncoder#encodeInto would need a new view of the buffer for every call.
    this.length += scratch.write(text, this.length, 'utf8');
  }

  /** What was written, in a buffer of its own and of its exact size (a copy sent to another thread copies the whole buffer). */
  bytes(): Buffer {
    const bytes = Buffer.allocUnsafeSlow(this.length);
    scratch.copy(bytes, 0, 0, this.length);
    if (scratch.length > KEPT_BYTES) scratch = Buffer.allocUnsafeSlow(256 * 1024);
    return bytes;
  }
}

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** `value` as JSON.stringify serialises it under `key`: through its toJSON, when it has one. */
function jsonValueOf(value: unknown, key: string): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return (value as { toJSON: (key: string) => unknown }).toJSON(key);
  }
  return value;
}

/** Whether JSON.stringify writes anything for `value` (undefined, functions and symbols it leaves out). */
const hasJson = (value: unknown) => value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';

/**
 * Writes `value` (already through jsonValueOf, and with JSON) as JSON.stringify would. The members
 * of an array or plain object are written one by one down to `levels` levels; below that, each is
 * one JSON.stringify.
 */
function writeJson(out: Utf8Writer, value: unknown, levels: number): void {
  if (levels === 0 || value === null || typeof value !== 'object' || !(Array.isArray(value) || isPlainObject(value))) {
    out.write(JSON.stringify(value));
    return;
  }
  if (Array.isArray(value)) {
    out.write('[');
    value.forEach((item, index) => {
      if (index > 0) out.write(',');
      const json = jsonValueOf(item, String(index));
      // As in JSON.stringify, an item that has no JSON (undefined, a function) is null.
      if (hasJson(json)) writeJson(out, json, levels - 1);
      else out.write('null');
    });
    out.write(']');
    return;
  }
  out.write('{');
  let first = true;
  for (const [name, member] of Object.entries(value)) {
    const json = jsonValueOf(member, name);
    // A member that has no JSON is left out, as JSON.stringify does.
    if (!hasJson(json)) continue;
    out.write(first ? `${JSON.stringify(name)}:` : `,${JSON.stringify(name)}:`);
    first = false;
    writeJson(out, json, levels - 1);
  }
  out.write('}');
}

/**
 * `JSON.stringify(value)` as UTF-8 bytes, written member by member into one buffer, so that the
 * whole text of a large document never exists as one string. In V8 a string over 128 KB is a
 * large object: each is given freshly mapped memory, page by page, and a 200 KB document's text
 * was made three times on a save and three times on an open (docs/decisions.md, "Documents as
 * bytes").
 */
export function jsonUtf8(value: unknown): Buffer {
  const json = jsonValueOf(value, '');
  if (!hasJson(json)) throw new TypeError('The value has no JSON form');
  const out = new Utf8Writer();
  writeJson(out, json, 2);
  return out.bytes();
}
