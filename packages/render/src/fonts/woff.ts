/**
 * WOFF 1.0 (https://www.w3.org/TR/WOFF/) unpacked to the plain TrueType/OpenType file it wraps.
 *
 * Why: fontkit inflates a WOFF's tables (and un-Brotlis a WOFF2's) in JavaScript, which cost the
 * editor a quarter of a second of main thread per page of text on a 2-core machine. The
 * platform's DecompressionStream (browsers, and Node 18+) inflates natively, and fontkit reads
 * the plain file without decompressing anything.
 */

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_TABLE_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_TABLE_ENTRY_BYTES = 16;

interface WoffTable {
  tag: number;
  offset: number;
  compLength: number;
  origLength: number;
  checksum: number;
}

export function isWoff(bytes: Uint8Array): boolean {
  return bytes.length >= WOFF_HEADER_BYTES && view(bytes).getUint32(0) === WOFF_SIGNATURE;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Inflates zlib-wrapped data (RFC 1950), as WOFF stores a compressed table. */
async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const padded = (length: number) => (length + 3) & ~3;

/** The font inside a WOFF file; throws on a file whose directory points outside it. */
export async function sfntFromWoff(woff: Uint8Array): Promise<Uint8Array> {
  if (!isWoff(woff)) throw new Error('Not a WOFF file');
  const header = view(woff);
  const flavor = header.getUint32(4);
  const numTables = header.getUint16(12);
  const tables: WoffTable[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = WOFF_HEADER_BYTES + i * WOFF_TABLE_ENTRY_BYTES;
    if (at + WOFF_TABLE_ENTRY_BYTES > woff.length) throw new Error('WOFF table directory is cut short');
    const table = {
      tag: header.getUint32(at),
      offset: header.getUint32(at + 4),
      compLength: header.getUint32(at + 8),
      origLength: header.getUint32(at + 12),
      checksum: header.getUint32(at + 16),
    };
    if (table.offset + table.compLength > woff.length || table.compLength > table.origLength) throw new Error('WOFF table lies outside the file');
    tables.push(table);
  }
  const contents = await Promise.all(
    tables.map((t) => {
      const stored = woff.subarray(t.offset, t.offset + t.compLength);
      return t.compLength < t.origLength ? inflate(stored) : stored;
    }),
  );

  // The SFNT header's binary-search fields (OpenType spec, "Table Directory").
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;

  const directoryEnd = SFNT_HEADER_BYTES + numTables * SFNT_TABLE_ENTRY_BYTES;
  const size = tables.reduce((sum, t) => sum + padded(t.origLength), directoryEnd);
  const sfnt = new Uint8Array(size);
  const out = view(sfnt);
  out.setUint32(0, flavor);
  out.setUint16(4, numTables);
  out.setUint16(6, searchRange);
  out.setUint16(8, entrySelector);
  out.setUint16(10, numTables * 16 - searchRange);
  let offset = directoryEnd;
  tables.forEach((table, i) => {
    const data = contents[i]!;
    if (data.length !== table.origLength) throw new Error('WOFF table does not inflate to its stated length');
    sfnt.set(data, offset);
    const entry = SFNT_HEADER_BYTES + i * SFNT_TABLE_ENTRY_BYTES;
    out.setUint32(entry, table.tag);
    out.setUint32(entry + 4, table.checksum);
    out.setUint32(entry + 8, offset);
    out.setUint32(entry + 12, table.origLength);
    offset += padded(table.origLength);
  });
  return sfnt;
}
