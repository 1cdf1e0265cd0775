import { type ListedTemplate, type Role, type Template, type TemplateSource, canSaveTemplates, templatesContract } from '@layout/model';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';

/** Every template the user may see, each once, marked with where it comes from. */
async function loadTemplates(user: { id: number; role: Role } | null): Promise<ListedTemplate[]> {
  const lists: [TemplateSource, Promise<Template[]>][] = [
    ['house', request(templatesContract.listPublicAdmin)],
    ['marketplace', request(templatesContract.listPublicDesigner)],
  ];
  if (user) lists.push(['mine', request(templatesContract.listAssignedToUser, { params: { id: user.id } })]);
  if (user && canSaveTemplates(user.role)) lists.push(['mine', request(templatesContract.listLimitedAccess)]);
  const seen = new Map<number, ListedTemplate>();
  for (const [source, list] of lists) {
    for (const template of await list) if (!seen.has(template.id)) seen.set(template.id, { ...template, source });
  }
  return [...seen.values()];
}

export const templatesQueryKey = (userId: number | null) => ['templates', userId] as const;

/** The templates of the Templates panel (spec 000 section 4: public, assigned and, for creators, limited-access). */
export function useTemplates(user: { id: number; role: Role } | null) {
  return useQuery({ queryKey: templatesQueryKey(user?.id ?? null), queryFn: () => loadTemplates(user), staleTime: 60_000 });
}
