import { describe, expect, it } from 'vitest';
import { shortcutOf } from './shortcuts';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keyboard shortcuts (spec 001 section 4.1 and 4.3)', () => {
  it('reads Ctrl and Cmd alike', () => {
    expect(shortcutOf(key('z', { ctrlKey: true }))).toBe('mod+z');
    expect(shortcutOf(key('z', { metaKey: true }))).toBe('mod+z');
  });
  it('tells redo (Ctrl+Shift+Z) from undo', () => {
    expect(shortcutOf(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('mod+shift+z');
  });
  it('names Delete and Backspace', () => {
    expect(shortcutOf(key('Delete'))).toBe('delete');
    expect(shortcutOf(key('Backspace'))).toBe('backspace');
  });
});
