import { useCallback, useState } from 'react';
import { handleRequestError } from '../../app/requestErrors';

export interface TrackedUpload {
  /** Share of the upload sent (0 to 1), or null when nothing is uploading. */
  progress: number | null;
  /** Runs an upload, following its progress; a failure is shown as the app's toast. */
  track: (send: (onProgress: (fraction: number) => void) => Promise<unknown>) => Promise<void>;
}

/** The progress of an upload an upload button starts (fonts, icons), for its spinner and bar. */
export function useUploadProgress(): TrackedUpload {
  const [progress, setProgress] = useState<number | null>(null);
  const track = useCallback(async (send: (onProgress: (fraction: number) => void) => Promise<unknown>) => {
    setProgress(0);
    try {
      await send(setProgress);
    } catch (error) {
      handleRequestError(error);
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, track };
}
