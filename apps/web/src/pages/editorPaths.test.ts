import { describe, expect, it } from 'vitest';
import { opensEditor } from './editorPaths';

describe('which paths open the editor (spec 000 section 2, spec 001 section 2.1)', () => {
  it('the main page, designs, templates and one-segment creator paths', () => {
    for (const path of ['/', '/designs/new', '/designs/12', '/templates/7', '/Jane-Doe']) expect(opensEditor(path), path).toBe(true);
  });
  it('not the account and text pages, nor a two-segment path that is not a document (Page Not Found)', () => {
    for (const path of ['/auth/login', '/receive-query-params', '/terms-and-conditions', '/learn', '/foo/bar', '/designs-x/1']) expect(opensEditor(path), path).toBe(false);
  });
});
