import { Button, Stack } from '@mantine/core';
import { pickFiles } from '../../library/fileDialog';
import { ICON_ACCEPT, keepIconFiles, uploadIcons } from '../../library/icons';
import { UploadProgress } from '../../library/UploadProgress';
import { noticeDroppedFiles } from '../../library/useImageUpload';
import { useUploadProgress } from '../../library/useUploadProgress';

/**
 * Upload icon: SVG files and JPEG or PNG pictures (spec 001 section 5), several at once; other
 * files are left out with a notice. The server sanitises each SVG and checks each picture by its
 * bytes; one it refuses stops the upload with its reason as a toast. A picture icon is drawn as the
 * picture it is (its colours cannot be changed, as an SVG's can).
 */
export function UploadIconsButton() {
  const { progress, track } = useUploadProgress();
  async function choose() {
    const files = await pickFiles({ accept: ICON_ACCEPT, multiple: true });
    const { kept, dropped } = keepIconFiles(files);
    noticeDroppedFiles(dropped, 'Only SVG, JPEG and PNG files can be uploaded as icons');
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
