import { CAROUSEL_PER_SLIDE, type IllustrationCategory } from '@layout/model';
import { UnstyledButton } from '@mantine/core';
import { Carousel } from '../../library/ui/Carousel';

/**
 * The category chips (spec 001 section 2.3: "category chips in a carousel (3 per slide)"). A
 * chip shows that category alone; choosing it again shows every category.
 */
export function CategoryChips({
  categories,
  selectedId,
  onSelect,
}: {
  categories: readonly IllustrationCategory[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}) {
  return (
    <Carousel
      items={categories}
      perSlide={CAROUSEL_PER_SLIDE.categories}
      label="illustration categories"
      itemKey={(c) => c.id}
      render={(category) => {
        const selected = category.id === selectedId;
        return (
          <UnstyledButton
            onClick={() => onSelect(selected ? null : category.id)}
            aria-pressed={selected}
            title={category.name}
            data-testid="illustration-chip"
            style={{
              display: 'block',
              width: '100%',
              minHeight: 30,
              padding: '4px 6px',
              borderRadius: 15,
              fontSize: 11,
              lineHeight: 1.15,
              textAlign: 'center',
              border: `1px solid ${selected ? 'var(--mantine-color-layout-9)' : 'var(--mantine-color-gray-4)'}`,
              background: selected ? 'var(--mantine-color-layout-9)' : 'white',
              color: selected ? 'white' : 'var(--mantine-color-layout-9)',
            }}
          >
            {category.name}
          </UnstyledButton>
        );
      }}
    />
  );
}
