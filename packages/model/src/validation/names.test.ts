import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { validateName } from './names';

describe('design names (spec 001 section 5)', () => {
  it('refuses an empty or blank name with the spec message', () => {
    expect(validateName('', [])).toBe(MESSAGES.nameRequired);
    expect(validateName('   ', [])).toBe(MESSAGES.nameRequired);
  });

  it('refuses names over 42 characters and accepts exactly 42', () => {
    expect(validateName('a'.repeat(43), [])).not.toBeNull();
    expect(validateName('a'.repeat(42), [])).toBeNull();
  });

  it('refuses a name already taken, comparing trimmed names', () => {
    expect(validateName(' Flyer ', ['Flyer'])).toBe(MESSAGES.nameTaken);
    expect(validateName('Flyer 2', ['Flyer'])).toBeNull();
  });

  it('excludes the name being edited', () => {
    expect(validateName('Flyer', ['Flyer', 'Card'], 'Flyer')).toBeNull();
    expect(validateName('Card', ['Flyer', 'Card'], 'Flyer')).toBe(MESSAGES.nameTaken);
  });
});
