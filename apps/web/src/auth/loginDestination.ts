import type { CreatorData, UserData } from '@layout/model';
import { creatorPath } from '../pages/creatorPaths';

/**
 * Where a login leads (spec 000 section 4): a designer with a creator name to their creator page
 * when the creator list has them; everyone else, and a designer the list lacks (or whose list
 * could not load: null), to the main page.
 */
export function loginDestination(user: Pick<UserData, 'id' | 'role' | 'creatorName'>, creators: readonly CreatorData[] | null): string {
  if (user.role !== 'designer' || !user.creatorName) return '/';
  const listed = creators?.some((creator) => creator.id === user.id) ?? false;
  return listed ? creatorPath(user.creatorName) : '/';
}

/** Whether the destination depends on the creator list, so the list is fetched only then. */
export function needsCreatorList(user: Pick<UserData, 'role' | 'creatorName'>): boolean {
  return user.role === 'designer' && !!user.creatorName;
}
