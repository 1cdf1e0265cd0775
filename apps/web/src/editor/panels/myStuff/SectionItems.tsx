import { SimpleGrid } from '@mantine/core';
import { Carousel, type CarouselProps } from '../../library/ui/Carousel';

/**
 * The items of a My Stuff section: a carousel while the section is collapsed, all of them in a
 * grid of `gridColumns` once it is expanded ('View all').
 */
export function SectionItems<T>({ expanded, gridColumns, ...carousel }: CarouselProps<T> & { expanded: boolean; gridColumns: number }) {
  if (!expanded) return <Carousel {...carousel} />;
  return (
    <SimpleGrid cols={gridColumns} spacing={6}>
      {carousel.items.map((item) => (
        <div key={carousel.itemKey(item)}>{carousel.render(item)}</div>
      ))}
    </SimpleGrid>
  );
}
