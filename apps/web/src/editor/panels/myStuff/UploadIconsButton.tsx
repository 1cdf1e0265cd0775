import { TOAST_AUTO_HIDE_MS } from '@layout/model';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { pickFiles } from '../../library/fileDialog';
import { SVG_ACCEPT, keepSvgFiles, uploadIcons } from '../../library/icons';
import { UploadProgress } from '../../library/UploadProgress';
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
    if (dropped.length > 0) {
      notifications.show({
        color: 'yellow',
        title: 'Only SVG files can be uploaded as icons',
        message: `Left out: ${dropped.map((f) => f.name).join(', ')}`,
        withCloseButton: true,
        autoClose: TOAST_AUTO_HIDE_MS,
      });
    }
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
