import { newId } from '../assets';
import { DEFAULT_PAGE_BACKGROUND } from '../constants';
import type { DesignContent } from '../document/content';

/** Adds a white page at the end (spec 001 section 4.5); the caller makes it the active page. */
export function addPage(content: DesignContent, args: { pageId?: string } = {}): DesignContent {
  return { ...content, pages: [...content.pages, { id: args.pageId ?? newId(), backgroundColor: DEFAULT_PAGE_BACKGROUND }] };
}
