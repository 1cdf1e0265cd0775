import { CAROUSEL_PER_SLIDE, type Illustration, MY_STUFF_SECTION_TITLES } from '@layout/model';
import { panelDragProps } from '../../canvas/panelDrop';
import { type IllustrationDragItem, addIllustration } from '../../library/illustrations';
import { ItemTile } from '../../library/ui/ItemTile';
import { SectionFrame } from './SectionFrame';
import { SectionItems } from './SectionItems';

/**
 * Purchased Illustrations (under 'My Purchased Stock'): what the user bought, 4 per slide like
 * logos and icons; a click or a drag adds one as the Illustrations panel does. They are not
 * deleted here (the purchase stays).
 */
export function IllustrationsSection({ illustrations, loading }: { illustrations: readonly Illustration[] | undefined; loading: boolean }) {
  const tile = (illustration: Illustration) => {
    const item: IllustrationDragItem = { kind: 'illustration', id: illustration.id, link: illustration.data.regular.file.link };
    return (
      <ItemTile
        label={`Add ${illustration.name}`}
        picture={illustration.data.small.file.link}
        onClick={() => void addIllustration(item)}
        dragProps={panelDragProps(item)}
        style={{ padding: 4 }}
        testId="my-illustration"
      />
    );
  };
  return (
    <SectionFrame section="purchasedIllustrations" count={illustrations?.length} loading={loading} emptyText="Illustrations you buy appear here.">
      {(expanded) => (
        <SectionItems
          expanded={expanded}
          gridColumns={3}
          items={illustrations ?? []}
          perSlide={CAROUSEL_PER_SLIDE.icons}
          label={MY_STUFF_SECTION_TITLES.purchasedIllustrations}
          render={tile}
          itemKey={(i) => i.id}
        />
      )}
    </SectionFrame>
  );
}
