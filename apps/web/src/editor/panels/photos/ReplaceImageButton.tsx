import type { Asset } from '@layout/model';
import { Button } from '@mantine/core';
import { useRole } from '../../../session/store';
import { openDialog } from '../../dialogs/dialogQueue';
import { replaceFromPhotos } from '../../library/replaceMode';

/**
 * 'Replace image' in a picture's IMAGE FORMATTING popup: turns image-replace mode on for the
 * selected image and opens the Photos panel, where the next photo clicked takes its place (spec
 * 001 section 4.12). Guests get the required-login warning (section 5: replace-image buttons
 * require a logged-in user). Shown for one selected image only.
 */
export function ReplaceImageButton({ assets, onStarted }: { assets: readonly Asset[]; onStarted: () => void }) {
  const isGuest = useRole() === 'guest';
  const image = assets.length === 1 && assets[0]!.type === 'image' ? assets[0]! : null;
  if (!image) return null;
  return (
    <Button
      variant="light"
      size="xs"
      fullWidth
      mt="xs"
      data-testid="replace-image"
      onClick={() => {
        if (isGuest) return openDialog({ kind: 'loginRequired' });
        onStarted();
        replaceFromPhotos(image.id);
      }}
    >
      Replace image
    </Button>
  );
}
