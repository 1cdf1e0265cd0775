import { Button, Stack } from '@mantine/core';
import { pickFiles } from '../../library/fileDialog';
import { SVG_ACCEPT, keepSvgFiles, uploadIcons } from '../../library/icons';
import { UploadProgress } from '../../library/UploadProgress';
import { noticeDroppedFiles } from '../../library/useImageUpload';
import { useUploadProgress } from '../../library/useUploadProgress';

/**
 * Upload icon: SVG files, several at once; other files are left out with a notice. The server
 * sanitises each SVG; one it refuses stops the upload with its reason as a toast.
 */
export function UploadIconsButton() {
  const { progress, track } = useUploadProgress();
  async function choose() {
    const files = await pickFiles({ accept: SVG_ACCEPT, multiple: true });
    const { kept, dropped } = keepSvgFiles(files);
    noticeDroppedFiles(dropped, 'Only SVG files can be uploaded as icons');
    if (kept.length === 0) return;
    await track((onProgress) => uploadIcons(kept, onProgress));
  }
  return (
    <Stack gap={6}>
      <Button fullWidth onClick={() => void choose()} loading={progress !== null} data-testid="upload-icon-button">
        Upload icon
      </Button>
      {progress !== null && <UploadProgress progress={progress} />}
    </Stack>
  );
}
