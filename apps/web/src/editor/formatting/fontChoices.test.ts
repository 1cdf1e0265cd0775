import { type Font, defaultTextConfig } from '@layout/model';
import { doc, page, text } from '../../../../../packages/model/src/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { fontChoices } from './fontChoices';

const lobster: Font = { id: 12, name: 'Lobster', link: '/fonts/lobster.ttf', fontCategoryId: 1, userId: 7 };
const content = doc(page('p', text({ id: 'a' }), text({ id: 'b', textConfig: defaultTextConfig({ fontId: 12, fontFamily: 'Lobster' }) })));

describe('the font picker pseudo-categories (spec 001 section 3)', () => {
  it('All fonts (-3) lists the shipped default font, then the stored fonts', () => {
    expect(fontChoices(-3, { content })).toEqual([{ fontId: 0, fontFamily: 'Roboto' }]);
    expect(fontChoices(-3, { content, fonts: [lobster] })).toEqual([
      { fontId: 0, fontFamily: 'Roboto' },
      { fontId: 12, fontFamily: 'Lobster' },
    ]);
  });

  it('Document fonts (-2) lists the fonts the texts use, each once', () => {
    expect(fontChoices(-2, { content })).toEqual([
      { fontId: 0, fontFamily: 'Roboto' },
      { fontId: 12, fontFamily: 'Lobster' },
    ]);
  });

  it('My fonts (-1) lists only the user’s uploads, empty without any', () => {
    expect(fontChoices(-1, { content })).toEqual([]);
    expect(fontChoices(-1, { content, fonts: [lobster], userId: 7 })).toEqual([{ fontId: 12, fontFamily: 'Lobster' }]);
    expect(fontChoices(-1, { content, fonts: [lobster], userId: 8 })).toEqual([]);
  });
});
