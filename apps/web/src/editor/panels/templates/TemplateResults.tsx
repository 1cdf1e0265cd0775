import { type ListedTemplate, type TemplateFilter, type TemplateGroup, groupTemplates, searchTemplates } from '@layout/model';
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useAppConfig } from '../../../app/config';
import { Carousel } from '../../library/ui/Carousel';
import { TemplateCard } from './TemplateCard';

const card = (template: ListedTemplate) => <TemplateCard template={template} />;
const idOf = (template: ListedTemplate) => template.id;

/** A heading over groups: 'MARKETPLACE TEMPLATES', 'TEMPLATES DESIGNED BY', 'OTHER TEMPLATES'. */
function Heading({ children, onBack }: { children: string; onBack?: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" mt="xs">
      <Text fw={800} size="xs" c="layout.7" style={{ letterSpacing: 0.6 }}>
        {children}
      </Text>
      {onBack && (
        <Anchor component="button" size="xs" fw={700} onClick={onBack}>
          {'< BACK'}
        </Anchor>
      )}
    </Group>
  );
}

function Grid({ templates, columns }: { templates: readonly ListedTemplate[]; columns: number }) {
  return (
    <SimpleGrid cols={columns} spacing={6} verticalSpacing={6}>
      {templates.map((t) => (
        <div key={t.id}>{card(t)}</div>
      ))}
    </SimpleGrid>
  );
}

/**
 * The results for the selects (spec 001 section 2.3): template groups, then 'MARKETPLACE
 * TEMPLATES' with 'Newest templates' and one group per designer, each a carousel of cards.
 */
export function GroupedTemplates({
  templates,
  filter,
  groups,
  perSlide,
}: {
  templates: readonly ListedTemplate[];
  filter: TemplateFilter;
  groups: readonly TemplateGroup[];
  perSlide: number;
}) {
  const sections = groupTemplates(templates, filter, groups);
  if (sections.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" mt="md">
        No templates for this product, size and side yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {sections.map((section) => (
        <Fragment key={section.key}>
          {section.heading && <Heading>{section.heading}</Heading>}
          <Stack gap={4} data-testid="template-section">
            <Text fw={700} size="sm">
              {section.title}
            </Text>
            <Carousel items={section.templates} perSlide={perSlide} label={section.title} render={card} itemKey={idOf} />
          </Stack>
        </Fragment>
      ))}
    </Stack>
  );
}

/**
 * What a search shows (spec 001 sections 2.3 and 5): the templates of designers whose name
 * matches under 'TEMPLATES DESIGNED BY' with BACK, those of matching design sets 'by' their
 * creator, then 'OTHER TEMPLATES' whose name matches; all within the product and size chosen.
 */
export function SearchedTemplates({
  templates,
  filter,
  query,
  columns,
  onBack,
}: {
  templates: readonly ListedTemplate[];
  filter: TemplateFilter;
  query: string;
  columns: number;
  onBack: () => void;
}) {
  const config = useAppConfig();
  const found = searchTemplates(templates, filter, query);
  const grouped = found.designers.length + found.designSets.length > 0;
  return (
    <Stack gap="sm" data-testid="template-search-results">
      {found.designers.length > 0 ? <Heading onBack={onBack}>TEMPLATES DESIGNED BY</Heading> : <Heading onBack={onBack}>{`RESULTS FOR "${query.toUpperCase()}"`}</Heading>}
      {found.designers.map((designer) => (
        <Stack key={designer.creatorName} gap={4} data-testid="template-section">
          <Text fw={700} size="sm">
            {designer.creatorName}
          </Text>
          <Grid templates={designer.templates} columns={columns} />
        </Stack>
      ))}
      {found.designSets.map((set) => (
        <Stack key={set.name} gap={4} data-testid="template-section">
          <div>
            <Text fw={700} size="sm" lh={1.2}>
              {set.name}
            </Text>
            <Text size="xs" c="dimmed">
              by {set.creatorName ?? config.productName}
            </Text>
          </div>
          <Grid templates={set.templates} columns={columns} />
        </Stack>
      ))}
      {found.others.length > 0 && (
        <Stack gap={4} data-testid="template-section">
          {grouped && <Heading>OTHER TEMPLATES</Heading>}
          <Grid templates={found.others} columns={columns} />
        </Stack>
      )}
      {!grouped && found.others.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" mt="sm">
          No templates match “{query}” for this product and size.
        </Text>
      )}
    </Stack>
  );
}
