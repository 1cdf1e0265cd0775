import { describe, expect, it } from 'vitest';
import { documentDraftPrefix, draftKey } from './draftKey';

describe('draft keys', () => {
  const design = (id: number | null) => ({ id, documentType: 'DOC_TYPE_DESIGN' as const });

  it('one document’s drafts never take in another’s: design 1 is no prefix of design 12, nor user 1 of user 12', () => {
    expect(draftKey(1, design(12), 'tab').startsWith(documentDraftPrefix(1, design(1)))).toBe(false);
    expect(draftKey(12, design(1), 'tab').startsWith(documentDraftPrefix(1, design(1)))).toBe(false);
    expect(draftKey(1, design(1), 'tab').startsWith(documentDraftPrefix(1, design(1)))).toBe(true);
  });

  it('keeps a design, a template of the same id, a new design and a guest’s apart', () => {
    const keys = [draftKey(1, design(5), 't'), draftKey(1, { id: 5, documentType: 'DOC_TYPE_TEMPLATE' }, 't'), draftKey(1, design(null), 't'), draftKey(null, design(null), 't')];
    expect(new Set(keys).size).toBe(4);
  });
});
