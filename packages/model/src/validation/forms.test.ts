import { describe, expect, it } from 'vitest';
import { assignedEmailSchema, copyDesignFormSchema, fieldErrors, nameFieldSchema, orderFieldSchema, pageNumberFieldSchema, saveDesignFormSchema, themeFieldSchema } from './forms';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('design, template and copy names: 1 to 42 characters, unique (spec 001 section 5)', () => {
  const schema = nameFieldSchema(['Flyer', ' Card '], 'Card');

  it("an empty or blank name: 'Name has to include 1 or more symbols'", () => {
    expect(firstMessage(schema.safeParse(''))).toBe('Name has to include 1 or more symbols');
    expect(firstMessage(schema.safeParse('   '))).toBe('Name has to include 1 or more symbols');
  });

  it("a taken name, compared trimmed: 'Current name is already taken'", () => {
    expect(firstMessage(schema.safeParse(' Flyer '))).toBe('Current name is already taken');
  });

  it('the name being edited is excluded; names are trimmed before sending', () => {
    expect(schema.parse(' Card ')).toBe('Card');
  });

  it('42 characters pass, 43 do not', () => {
    expect(schema.safeParse('a'.repeat(42)).success).toBe(true);
    expect(schema.safeParse('a'.repeat(43)).success).toBe(false);
  });
});

describe('theme: max 42 characters, trimmed', () => {
  it('accepts 42 and an empty theme, refuses 43', () => {
    expect(themeFieldSchema.parse(` ${'t'.repeat(42)} `)).toBe('t'.repeat(42));
    expect(themeFieldSchema.parse('')).toBe('');
    expect(themeFieldSchema.safeParse('t'.repeat(43)).success).toBe(false);
  });
});

describe('order and page number: digits only; order max 5 characters (spec 001 section 5)', () => {
  it('order: digits, up to 5 of them, as a number', () => {
    expect(orderFieldSchema.parse('12345')).toBe(12345);
    expect(orderFieldSchema.parse(1)).toBe(1);
    expect(orderFieldSchema.safeParse('123456').success).toBe(false);
    expect(orderFieldSchema.safeParse('1.5').success).toBe(false);
    expect(orderFieldSchema.safeParse('-1').success).toBe(false);
  });

  it('page number: digits only, zero-based', () => {
    expect(pageNumberFieldSchema.parse('0')).toBe(0);
    expect(pageNumberFieldSchema.parse('123456')).toBe(123456);
    expect(pageNumberFieldSchema.safeParse('2a').success).toBe(false);
  });
});

describe('assigned user e-mails (spec 001 section 5)', () => {
  it("empty: 'Email has to include 1 or more symbols'; malformed: 'Invalid email'", () => {
    expect(firstMessage(assignedEmailSchema.safeParse(''))).toBe('Email has to include 1 or more symbols');
    expect(firstMessage(assignedEmailSchema.safeParse('ann@'))).toBe('Invalid email');
    expect(assignedEmailSchema.parse(' Ann@Example.com ')).toBe('ann@example.com');
  });
});

describe('Save my design and Copy design forms', () => {
  it('send the trimmed name and theme', () => {
    expect(saveDesignFormSchema(['Flyer']).parse({ name: ' Poster ', theme: ' Spring ' })).toEqual({ name: 'Poster', theme: 'Spring' });
    expect(saveDesignFormSchema([]).parse({ name: 'Poster' })).toEqual({ name: 'Poster', theme: '' });
  });

  it('a copy may not take an existing name', () => {
    const result = copyDesignFormSchema(['Flyer']).safeParse({ name: 'Flyer' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ name: 'Current name is already taken' });
  });

  it('fieldErrors keeps the first message of each field', () => {
    const result = saveDesignFormSchema([]).safeParse({ name: '', theme: 'x'.repeat(43) });
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual(['name', 'theme']);
    expect(fieldErrors(result.error!).name).toBe('Name has to include 1 or more symbols');
  });
});
