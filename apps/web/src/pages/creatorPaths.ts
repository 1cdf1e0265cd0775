import type { CreatorData } from '@layout/model';

/** A creator name as it appears in a path: runs of spaces become one dash (spec 000 section 2). */
export function creatorSlug(creatorName: string): string {
  return creatorName.trim().replace(/\s+/g, '-');
}

/** The creator page path of a creator name. */
export function creatorPath(creatorName: string): string {
  return `/${encodeURIComponent(creatorSlug(creatorName)).replace(/%2D/gi, '-')}`;
}

/**
 * The creator a path segment names: the creator whose name, spaces turned into dashes, equals
 * the segment, ignoring case. Comparing slugs (not turning dashes back into spaces) keeps names
 * that contain a dash of their own, such as 'Anna-Marie Prints', findable.
 */
export function findCreator(creators: readonly CreatorData[], segment: string): CreatorData | undefined {
  const wanted = segment.trim().toLowerCase();
  return creators.find((creator) => creatorSlug(creator.creatorName).toLowerCase() === wanted);
}
