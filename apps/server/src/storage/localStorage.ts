import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createDownloadLinkSigner, signedDownloadPath } from './downloadLinks';
import { type FileStorage, contentTypeOfKey, isValidKey } from './storage';

/**
 * Files on local disk under `root` (DATA_DIR/files), served by the server at `${urlPrefix}/<key>`
 * (files.routes.ts). Keys are checked, so no key reaches outside `root`. Download links are
 * signed with `downloadSecret` (the server's secret; without one, a random secret that lasts as
 * long as the process) and served by /api/downloads (exports/downloads.routes.ts).
 */
export function createLocalStorage(root: string, urlPrefix: string, downloadSecret: string = randomBytes(32).toString('hex')): FileStorage {
  const signer = createDownloadLinkSigner(downloadSecret);
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed would be atomic; keys are fresh per file, so a reader never
      // sees a half-written file under a key it was given.
      await writeFile(path, body);
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        return { body: await readFile(join(root, key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url(key) {
      return `${urlPrefix}/${key}`;
    },
    async downloadUrl(key, options) {
      if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
      return signedDownloadPath(signer, key, options);
    },
  };
}
