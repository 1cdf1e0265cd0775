import { describe, expect, it } from 'vitest';
import { ICON_ACCEPT, keepIconFiles } from './icons';

const file = (name: string, type: string) => ({ name, type });

describe('the icon upload keeps SVG, JPEG and PNG files (spec 001 section 5)', () => {
  it('keeps SVGs and JPEG and PNG pictures, by type or, without one, by name', () => {
    const files = [
      file('star.svg', 'image/svg+xml'),
      file('badge.png', 'image/png'),
      file('photo.jpg', 'image/jpeg'),
      file('untyped.svg', ''),
      file('untyped.jpeg', ''),
      file('moving.gif', 'image/gif'),
      file('notes.txt', 'text/plain'),
      file('page.html', ''),
    ];
    const { kept, dropped } = keepIconFiles(files);
    expect(kept.map((f) => f.name)).toEqual(['star.svg', 'badge.png', 'photo.jpg', 'untyped.svg', 'untyped.jpeg']);
    expect(dropped.map((f) => f.name)).toEqual(['moving.gif', 'notes.txt', 'page.html']);
  });

  it('offers SVG, JPEG and PNG in the file dialog', () => {
    for (const type of ['image/svg+xml', '.svg', 'image/jpeg', 'image/png']) expect(ICON_ACCEPT.split(',')).toContain(type);
  });
});
