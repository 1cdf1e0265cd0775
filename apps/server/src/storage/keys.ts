import { randomUUID } from 'node:crypto';

/**
 * A fresh, unguessable key for a new file: `folder/<uuid>.<extension>`. Files are never
 * overwritten in place, so a key's bytes never change and browsers may cache them for good.
 */
export function newFileKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}.${extension.replace(/^\./, '').toLowerCase()}`;
}
