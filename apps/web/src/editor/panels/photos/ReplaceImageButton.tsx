import type { Asset } from '@layout/model';
import { Button, Group } from '@mantine/core';
import { useRole } from '../../../session/store';
import { openDialog } from '../../dialogs/dialogQueue';
import { isReplaceablePicture, replaceFromMyLogos, replaceWithUpload } from '../../library/replacePicture';
import { replaceFromPhotos } from '../../library/replaceMode';

/**
 * The replace buttons of a picture's IMAGE FORMATTING popup, for one selected image or logo (spec
 * 001 sections 4.12 and 7):
 * - 'Replace image' turns image-replace mode on and opens the Photos panel, where the next photo
 *   clicked takes the image's place; 'Replace logo' does the same from My logos in My Stuff;
 * - 'Replace with upload' opens the file dialog: the file chosen is uploaded to My images or My
 *   logos and takes the asset's place in its frame (one undo step).
 * Guests get the required-login warning (section 5: replace-image buttons require a logged-in user).
 */
export function ReplaceImageButton({ assets, onStarted }: { assets: readonly Asset[]; onStarted: () => void }) {
  const isGuest = useRole() === 'guest';
  const picture = assets.length === 1 && isReplaceablePicture(assets[0]) ? assets[0] : null;
  if (!picture) return null;
  const signedIn = (act: () => void) => () => {
    if (isGuest) return openDialog({ kind: 'loginRequired' });
    onStarted();
    act();
  };
  const isLogo = picture.type === 'logo';
  return (
    <Group grow gap={6} mt="xs" wrap="nowrap">
      <Button
        variant="light"
        size="xs"
        px={6}
        data-testid={isLogo ? 'replace-logo' : 'replace-image'}
        onClick={signedIn(() => (isLogo ? replaceFromMyLogos(picture.id) : replaceFromPhotos(picture.id)))}
      >
        {isLogo ? 'Replace logo' : 'Replace image'}
      </Button>
      <Button variant="light" size="xs" px={6} data-testid="replace-with-upload" onClick={signedIn(() => void replaceWithUpload(picture.id))}>
        Replace with upload
      </Button>
    </Group>
  );
}
