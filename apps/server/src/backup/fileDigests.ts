import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export interface FileDigest {
  /** Relative to the folder listed, with '/' separators. */
  path: string;
  bytes: number;
  sha256: string;
}

async function sha256Of(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Every file under `root` (recursively), sorted by path, with its size and SHA-256. */
export async function fileDigests(root: string): Promise<FileDigest[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const digests: FileDigest[] = [];
  for (const file of files) digests.push({ path: relative(root, file).split(sep).join('/'), ...(await sha256Of(file)) });
  return digests.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The files that are missing, extra or changed in `actual` against `expected`. */
export function fileDifferences(expected: readonly FileDigest[], actual: readonly FileDigest[]): string[] {
  const byPath = new Map(actual.map((f) => [f.path, f]));
  const differences: string[] = [];
  for (const want of expected) {
    const got = byPath.get(want.path);
    byPath.delete(want.path);
    if (!got) differences.push(`${want.path}: missing`);
    else if (got.sha256 !== want.sha256) differences.push(`${want.path}: changed (${want.bytes} bytes expected, ${got.bytes} found)`);
  }
  for (const path of byPath.keys()) differences.push(`${path}: not expected`);
  return differences;
}
