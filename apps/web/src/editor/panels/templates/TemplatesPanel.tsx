import { type CatalogueData, templatesPerSlide } from '@layout/model';
import { Center, Loader, Stack } from '@mantine/core';
import { useSession } from '../../../session/store';
import { useCatalogue } from '../../library/catalogue';
import { useTemplates } from '../../library/templates';
import { SearchBox } from '../../library/ui/SearchBox';
import { useTemplateFilter, useTemplatePanel } from './filterStore';
import { GroupedTemplates, SearchedTemplates } from './TemplateResults';
import { TemplateFilters } from './TemplateFilters';
// Registers the drops of templates and designs on pages.
import '../../library/applyFromLibrary';

function Spinner({ label }: { label: string }) {
  return (
    <Center py="lg">
      <Loader size="sm" aria-label={label} />
    </Center>
  );
}

/**
 * The Templates panel (spec 001 sections 2.3, 4.11 and 4.12): the selects, a search, and the
 * templates for them; a template is applied by a click (to the active page) or a drop on a page.
 */
export function TemplatesPanel() {
  const catalogue = useCatalogue();
  if (!catalogue) return <Spinner label="Loading templates" />;
  return <Templates catalogue={catalogue} />;
}

function Templates({ catalogue }: { catalogue: CatalogueData }) {
  const user = useSession((s) => s.user);
  const templates = useTemplates(user ? { id: user.id, role: user.role } : null);
  const [filter, setFilter] = useTemplateFilter(catalogue);
  const query = useTemplatePanel((s) => s.query);
  const setQuery = (next: string) => useTemplatePanel.setState({ query: next });
  const size = catalogue.products.flatMap((p) => p.productSizes).find((s) => s.id === filter.productSizeId);
  const perSlide = templatesPerSlide(size);
  return (
    <Stack gap="sm" data-testid="templates-panel">
      <SearchBox placeholder="templates" value={query} onSearch={setQuery} />
      <TemplateFilters catalogue={catalogue} filter={filter} onChange={setFilter} />
      {templates.isPending ? (
        <Spinner label="Loading templates" />
      ) : !templates.data ? null : query ? (
        <SearchedTemplates templates={templates.data} filter={filter} query={query} columns={perSlide} onBack={() => setQuery('')} />
      ) : (
        <GroupedTemplates templates={templates.data} filter={filter} groups={catalogue.groups} perSlide={perSlide} />
      )}
    </Stack>
  );
}
