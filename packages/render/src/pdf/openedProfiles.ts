import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PrintProfile, openPrintProfile } from '../color/printProfile';

/**
 * The print profile as the export uses it, once per process: opened in Little CMS for vector
 * colours, and as a file for sharp (libvips reads an output profile only from a path) for
 * pictures. Keyed by the profile's content, since each export job brings its own copy of the
 * bytes. A process sees one profile (PRINT_ICC_PROFILE, or Layout's own), a test a few more, so
 * what is opened stays open.
 */

const ids = new WeakMap<Uint8Array, string>();

/** A short name for the profile's content (the first 16 hex digits of its SHA-256). */
export function profileId(bytes: Uint8Array): string {
  let id = ids.get(bytes);
  if (!id) {
    id = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    ids.set(bytes, id);
  }
  return id;
}

const opened = new Map<string, Promise<PrintProfile>>();

/** The profile opened in Little CMS (`openPrintProfile`), once per process and content. */
export function openedPrintProfile(bytes: Uint8Array): Promise<PrintProfile> {
  const id = profileId(bytes);
  let profile = opened.get(id);
  if (!profile) {
    profile = openPrintProfile(bytes);
    // A profile that does not open is not kept: the next export says so again.
    profile.catch(() => opened.delete(id));
    opened.set(id, profile);
  }
  return profile;
}

/**
 * The profile as a file sharp can read: written once per content into the temporary folder
 * (under a name of its own first, then renamed, so a reader never sees half a file).
 */
export function profileFile(bytes: Uint8Array): string {
  const file = join(tmpdir(), `layout-print-profile-${profileId(bytes)}.icc`);
  if (!existsSync(file)) {
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  }
  return file;
}
