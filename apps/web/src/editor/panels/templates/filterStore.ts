import { type CatalogueData, type TemplateFilter, initialTemplateFilter } from '@layout/model';
import { create } from 'zustand';
import { useContent, useEditor } from '../../state/editorStore';

/**
 * The Templates panel's selects and search, kept while other panels are open. The selects start
 * from the open document's product and size (initialTemplateFilter) and start again from there
 * when the document's product or size changes (another document, Setup, a template applied).
 */
interface TemplatePanelState {
  /** The document product and size the filter was made for. */
  basis: string | null;
  filter: TemplateFilter | null;
  query: string;
}

export const useTemplatePanel = create<TemplatePanelState>(() => ({ basis: null, filter: null, query: '' }));

/** The document's product and size as a key. */
function useDocumentBasis() {
  const info = useEditor((s) => s.info);
  const layout = useContent().layoutDimensions;
  const document = {
    categoryId: info.categoryId,
    productId: info.productId,
    productSizeId: info.productSizeId,
    size: { width: layout.flatWidth, height: layout.flatHeight, units: layout.units },
  };
  return { document, key: `${info.productId}/${info.productSizeId}/${layout.flatWidth}x${layout.flatHeight}${layout.units}` };
}

/** The selects' current values and the way to change them. */
export function useTemplateFilter(catalogue: CatalogueData): [TemplateFilter, (next: TemplateFilter) => void] {
  const { document, key } = useDocumentBasis();
  const stored = useTemplatePanel();
  const filter = stored.basis === key && stored.filter ? stored.filter : initialTemplateFilter(catalogue, document);
  return [filter, (next) => useTemplatePanel.setState({ basis: key, filter: next })];
}
