import { CAROUSEL_PER_SLIDE, type Illustration, addIllustrationAsset } from '@layout/model';
import { SimpleGrid } from '@mantine/core';
import { type DropTarget, onPanelDrop, panelDragProps } from '../../canvas/panelDrop';
import { Carousel } from '../../library/ui/Carousel';
import { ItemTile } from '../../library/ui/ItemTile';
import { addToPage } from '../addToPage';
import { naturalSizeOf } from './naturalSize';
import { SectionFrame } from './SectionFrame';

type IllustrationItem = {
  kind: 'myStuffIllustration';
  id: number;
  link: string;
};

/** Adds a bought illustration 250 wide at its own proportions. */
async function addIllustration(item: Omit<IllustrationItem, 'kind'>, target?: DropTarget) {
  const size = await naturalSizeOf(item.link);
  addToPage((content, pageId) => addIllustrationAsset(content, { pageId, link: item.link, naturalSize: size, illustrationId: item.id }), target);
}
onPanelDrop<IllustrationItem>('myStuffIllustration', (item, target) => void addIllustration(item, target));

/**
 * Purchased Illustrations (under 'My Purchased Stock'): what the user bought, 4 per slide like
 * logos and icons; a click or a drag adds one. They are not deleted here (the purchase stays).
 */
export function IllustrationsSection({ illustrations, loading }: { illustrations: readonly Illustration[] | undefined; loading: boolean }) {
  const tile = (illustration: Illustration) => {
    const item = { id: illustration.id, link: illustration.data.regular.file.link };
    return (
      <ItemTile
        label={`Add ${illustration.name}`}
        picture={illustration.data.small.file.link}
        onClick={() => void addIllustration(item)}
        dragProps={panelDragProps({ kind: 'myStuffIllustration', ...item })}
        style={{ padding: 4 }}
        testId="my-illustration"
      />
    );
  };
  return (
    <SectionFrame section="purchasedIllustrations" count={illustrations?.length} loading={loading} emptyText="Illustrations you buy appear here.">
      {(expanded) =>
        expanded ? (
          <SimpleGrid cols={3} spacing={6}>
            {illustrations?.map((illustration) => (
              <div key={illustration.id}>{tile(illustration)}</div>
            ))}
          </SimpleGrid>
        ) : (
          <Carousel items={illustrations ?? []} perSlide={CAROUSEL_PER_SLIDE.icons} label="Purchased Illustrations" render={tile} itemKey={(i) => i.id} />
        )
      }
    </SectionFrame>
  );
}
