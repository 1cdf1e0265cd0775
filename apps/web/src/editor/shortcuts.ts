/** The shortcut string of a key event, in the form commands declare. */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): string {
  const parts: string[] = [];
  if (event.ctrlKey || event.metaKey) parts.push('mod');
  if (event.shiftKey) parts.push('shift');
  if (event.altKey) parts.push('alt');
  parts.push(event.key.toLowerCase());
  return parts.join('+');
}

/** Whether shortcuts are shown the Mac way (⌘ for mod). */
function onMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

const KEY_NAMES: Record<string, string> = {
  arrowleft: '←',
  arrowright: '→',
  arrowup: '↑',
  arrowdown: '↓',
  delete: 'Delete',
  backspace: 'Backspace',
  escape: 'Esc',
  tab: 'Tab',
  enter: 'Enter',
};
const MAC_MODIFIERS: Record<string, string> = { mod: '⌘', shift: '⇧', alt: '⌥' };
const MODIFIERS: Record<string, string> = { mod: 'Ctrl', shift: 'Shift', alt: 'Alt' };

/** A shortcut as a user reads it: `mod+shift+z` is Ctrl+Shift+Z, or ⌘⇧Z on a Mac. */
export function shortcutLabel(shortcut: string, mac = onMac()): string {
  const parts = shortcut.split('+');
  // A '+' key itself ends the shortcut ('mod++'): split leaves two empty parts.
  const key = shortcut.endsWith('++') ? '+' : parts.at(-1)!;
  const modifiers = (shortcut.endsWith('++') ? parts.slice(0, -2) : parts.slice(0, -1)).map((m) => (mac ? MAC_MODIFIERS : MODIFIERS)[m] ?? m);
  const name = KEY_NAMES[key] ?? key.toUpperCase();
  return mac ? [...modifiers, name].join('') : [...modifiers, name].join('+');
}
