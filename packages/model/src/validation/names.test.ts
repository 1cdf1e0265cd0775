import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { designNameSchema, nameLengthHint, validateName } from './names';

describe('design names (spec 001 section 5)', () => {
  it('refuses an empty or blank name with the spec message', () => {
    expect(validateName('', [])).toBe(MESSAGES.nameRequired);
    expect(validateName('   ', [])).toBe(MESSAGES.nameRequired);
  });

  it("refuses names over 42 characters with the spec's message and accepts exactly 42", () => {
    expect(validateName('a'.repeat(43), [])).toBe(MESSAGES.nameRequired);
    expect(validateName('a'.repeat(42), [])).toBeNull();
    // Counted after trimming, as the name is sent trimmed.
    expect(validateName(`  ${'a'.repeat(42)}  `, [])).toBeNull();
  });

  it('gives the same message in the schema the server checks (its 422)', () => {
    const parsed = designNameSchema.safeParse('x'.repeat(60));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Name has to include 1 or more symbols');
  });

  it('says how long a name over the limit is, and nothing for one within it', () => {
    expect(nameLengthHint('a'.repeat(45))).toBe('45 of at most 42 characters');
    expect(nameLengthHint('a'.repeat(42))).toBeNull();
    expect(nameLengthHint('')).toBeNull();
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
