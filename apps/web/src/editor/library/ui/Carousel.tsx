import { ActionIcon, Group, SimpleGrid } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';

/** Splits a list into slides of `size` items (the last may be shorter). */
export function slidesOf<T>(items: readonly T[], size: number): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += Math.max(1, size)) slides.push(items.slice(i, i + Math.max(1, size)));
  return slides;
}

/** What a carousel shows and how it pages. */
export interface CarouselProps<T> {
  items: readonly T[];
  perSlide: number;
  /**
   * Groups the items into slides itself when a slide's count depends on its items (pictures: 2
   * landscape or 4 portrait, model slidesByOrientation); `perSlide` then only sets the default columns.
   */
  groupSlides?: (items: readonly T[]) => T[][];
  /** Columns of a slide's grid, or of each slide; a slide of 4 icons is one row, of 4 portrait pictures two rows of 2. */
  columns?: number | ((slide: readonly T[]) => number);
  /** Names the carousel for its arrows ('Previous My images'). */
  label: string;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
}

/**
 * A row of items shown a slide at a time with previous and next arrows, each hidden at its end
 * (spec 001 section 2.3: "carousels with previous and next arrows (hidden at the ends)"). How
 * many items a slide holds comes from the spec's table (CAROUSEL_PER_SLIDE).
 */
export function Carousel<T>({ items, perSlide, groupSlides, columns = perSlide, label, render, itemKey }: CarouselProps<T>) {
  const slides = groupSlides ? groupSlides(items) : slidesOf(items, perSlide);
  const [index, setIndex] = useState(0);
  // A list that shrank (an item deleted) keeps the last slide in view.
  useEffect(() => setIndex((i) => Math.min(i, Math.max(0, slides.length - 1))), [slides.length]);
  const slide = slides[index] ?? [];
  const cols = typeof columns === 'function' ? columns(slide) : columns;
  return (
    <Group gap={4} wrap="nowrap" align="center" data-testid={`carousel-${label}`}>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={`Previous ${label}`}
        style={{ visibility: index > 0 ? 'visible' : 'hidden' }}
        onClick={() => setIndex((i) => Math.max(0, i - 1))}
      >
        ‹
      </ActionIcon>
      <SimpleGrid cols={cols} spacing={6} verticalSpacing={6} style={{ flex: 1, minWidth: 0 }}>
        {slide.map((item) => (
          <div key={itemKey(item)}>{render(item)}</div>
        ))}
      </SimpleGrid>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={`Next ${label}`}
        style={{ visibility: index < slides.length - 1 ? 'visible' : 'hidden' }}
        onClick={() => setIndex((i) => Math.min(slides.length - 1, i + 1))}
      >
        ›
      </ActionIcon>
    </Group>
  );
}
