import { isSignedIn } from '@layout/model';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { handleRequestError } from '../../app/requestErrors';
import { useSession } from '../../session/store';
import { openDialog } from '../dialogs/dialogQueue';
import { readExportBucket, removeFromExportBucket } from './exportBucket';
import { exportDesigns, newExportId, saveLink } from './exportRequests';

/** Set while a ?success export runs, so a second mount (React's strict mode) does not ask again. */
let running = false;

/**
 * `?success` (spec 000 section 2: "?success triggers an export of designs"): the editor opened
 * after a checkout exports everything in the bucket with POST /api/designs/export, hands each
 * link to the browser and takes those items out of the bucket, then shows Successful download.
 * The query is dropped once handled, so a reload does not download again. A failure is shown as
 * a toast and keeps the bucket for the next try. Waits for the signed-in profile (the export is
 * the owner's).
 */
export function useExportOnSuccess(): void {
  const [params, setParams] = useSearchParams();
  const signedIn = useSession((s) => s.user !== null && isSignedIn(s.user.role));
  const wanted = params.has('success');

  useEffect(() => {
    if (!wanted || !signedIn || running) return;
    running = true;
    const dropQuery = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('success');
          return next;
        },
        { replace: true },
      );
    const items = readExportBucket();
    if (items.length === 0) {
      running = false;
      dropQuery();
      return;
    }
    exportDesigns(items, newExportId())
      .then((exports) => {
        for (const file of exports) saveLink(file.signedUrl);
        removeFromExportBucket(exports);
        openDialog({ kind: 'downloadSuccess' });
      })
      .catch(handleRequestError)
      .finally(() => {
        running = false;
        dropQuery();
      });
  }, [wanted, signedIn, setParams]);
}
