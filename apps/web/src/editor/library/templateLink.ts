import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { applyTemplateToNewDesign } from './applyFromLibrary';

/**
 * 'Send user link' of a template card (spec 001 section 2.3; docs/decisions.md): a link that opens
 * a new design in the editor with that template applied, to send to the users it is assigned to.
 */
export const TEMPLATE_LINK_PARAM = 'template';

export function templateLink(templateId: number, origin = window.location.origin): string {
  return `${origin}/designs/new?${TEMPLATE_LINK_PARAM}=${templateId}`;
}

/** The template id of a template link's query, or null. */
export function templateIdOfLink(search: URLSearchParams): number | null {
  const value = search.get(TEMPLATE_LINK_PARAM);
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * Once the new design a template link opens is ready, applies the template to it and takes the
 * parameter out of the address, so that a reload does not apply it again.
 */
export function useTemplateLink(ready: boolean): void {
  const [search, setSearch] = useSearchParams();
  const templateId = templateIdOfLink(search);
  useEffect(() => {
    if (!ready || templateId === null) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TEMPLATE_LINK_PARAM);
        return next;
      },
      { replace: true },
    );
    void applyTemplateToNewDesign(templateId);
  }, [ready, templateId, setSearch]);
}
