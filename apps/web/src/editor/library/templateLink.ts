import { templatesContract } from '@layout/model';
import { useEffect } from 'react';
import { type NavigateFunction, useNavigate, useSearchParams } from 'react-router';
import { ApiError, request } from '../../api/client';
import type { LoginNotice } from '../../auth/LoginPage';
import { TOKEN_KEY } from '../../session/tokenKey';
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

/** What the login page says to a guest a template link sent there. */
export const TEMPLATE_LINK_LOGIN_NOTICE = 'Log in to open the template that was sent to you.';

/**
 * Opens a template link's template. A guest following the link to a template only its assignees
 * may see (limited access: 'Template not found' to a guest) is sent to log in, and the login
 * comes back to the link, which then opens it for the user signed in.
 */
async function openLinkedTemplate(templateId: number, navigate: NavigateFunction): Promise<void> {
  // A guest has no session token (read where the session keeps it, when the link is followed).
  if (localStorage.getItem(TOKEN_KEY) === null) {
    try {
      await request(templatesContract.open, { params: { id: templateId } });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 401)) {
        const state: LoginNotice = { notice: TEMPLATE_LINK_LOGIN_NOTICE, returnTo: templateLink(templateId, '') };
        navigate('/auth/login', { state });
        return;
      }
    }
  }
  await applyTemplateToNewDesign(templateId);
}

/**
 * Once the new design a template link opens is ready, applies the template to it and takes the
 * parameter out of the address, so that a reload does not apply it again.
 */
export function useTemplateLink(ready: boolean): void {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
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
    void openLinkedTemplate(templateId, navigate);
  }, [ready, templateId, setSearch, navigate]);
}
