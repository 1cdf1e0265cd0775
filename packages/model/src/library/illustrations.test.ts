import { describe, expect, it } from 'vitest';
import { priceWithFee } from '../pricing';
import { MESSAGES } from '../validation/messages';
import { STOCK_MESSAGES } from '../validation/stockUpload';
import type { Illustration } from './index';
import {
  ILLUSTRATION_MESSAGES,
  collectionCostToPay,
  collectionOffer,
  collectionOfferText,
  groupIllustrations,
  hireMeLink,
  keyWordsText,
  mayManageIllustration,
  showsHireMe,
  parseIllustrationFields,
  updateBodyFields,
} from './illustrations';

const fields = { name: 'Koala', cost: '3.5', order: '2', keyWords: 'Koala TREE', illustrationCategoryId: '4', illustrationSubcategoryId: '', isPublished: '' };

describe('illustration upload fields (spec 001 sections 5 and 9)', () => {
  it('stores the name trimmed, the price and order as numbers, keywords lowercased and split on spaces', () => {
    expect(parseIllustrationFields({ ...fields, name: '  Koala ' }, 'upload', 1)).toEqual({
      ok: true,
      fields: { name: 'Koala', cost: 3.5, order: 2, keyWords: ['koala', 'tree'], illustrationCategoryId: 4, illustrationSubcategoryId: null, isPublished: true },
    });
  });

  it('an empty price is 2, an empty order 1, and an item is published unless told otherwise', () => {
    const parsed = parseIllustrationFields({ name: 'Koala', illustrationCategoryId: '4' }, 'upload', 1);
    expect(parsed).toMatchObject({ ok: true, fields: { cost: 2, order: 1, isPublished: true, keyWords: [] } });
    expect(parseIllustrationFields({ ...fields, isPublished: 'false' }, 'upload', 1)).toMatchObject({ fields: { isPublished: false } });
  });

  it('names its errors by the API fields: cost, order, keyWords, not the form’s price and keywords', () => {
    const parsed = parseIllustrationFields({ ...fields, name: '', cost: '1.505', order: 'x', keyWords: 'a'.repeat(136) }, 'upload', 1);
    expect(parsed).toEqual({
      ok: false,
      errors: { name: MESSAGES.nameRequired, cost: STOCK_MESSAGES.price, order: STOCK_MESSAGES.order, keyWords: STOCK_MESSAGES.keywordsTooLong },
    });
  });

  it('a name over 42 characters and a price over 7 characters are refused', () => {
    expect(parseIllustrationFields({ ...fields, name: 'n'.repeat(43) }, 'upload', 1)).toMatchObject({ errors: { name: STOCK_MESSAGES.nameTooLong } });
    expect(parseIllustrationFields({ ...fields, cost: '12345.67' }, 'upload', 1)).toMatchObject({ errors: { cost: STOCK_MESSAGES.price } });
    expect(parseIllustrationFields({ ...fields, cost: '-2' }, 'upload', 1)).toMatchObject({ errors: { cost: STOCK_MESSAGES.price } });
  });

  it('an upload needs 1 to 10 files; an update none', () => {
    expect(parseIllustrationFields(fields, 'upload', 0)).toMatchObject({ errors: { files: STOCK_MESSAGES.noFiles } });
    expect(parseIllustrationFields(fields, 'upload', 11)).toMatchObject({ errors: { files: ILLUSTRATION_MESSAGES.tooManyFiles } });
    expect(parseIllustrationFields(fields, 'upload', 10).ok).toBe(true);
    expect(parseIllustrationFields(fields, 'update', 0).ok).toBe(true);
  });

  it('needs a category; a collection is optional; ids are positive whole numbers', () => {
    expect(parseIllustrationFields({ ...fields, illustrationCategoryId: '' }, 'upload', 1)).toMatchObject({
      errors: { illustrationCategoryId: ILLUSTRATION_MESSAGES.categoryRequired },
    });
    expect(parseIllustrationFields({ ...fields, illustrationCategoryId: '0' }, 'upload', 1)).toMatchObject({
      errors: { illustrationCategoryId: ILLUSTRATION_MESSAGES.categoryRequired },
    });
    expect(parseIllustrationFields({ ...fields, illustrationSubcategoryId: 'x' }, 'upload', 1)).toMatchObject({
      errors: { illustrationSubcategoryId: ILLUSTRATION_MESSAGES.subcategoryUnknown },
    });
    expect(parseIllustrationFields({ ...fields, illustrationSubcategoryId: '7' }, 'upload', 1)).toMatchObject({ fields: { illustrationSubcategoryId: 7 } });
    expect(parseIllustrationFields({ ...fields, isPublished: 'yes' }, 'upload', 1)).toMatchObject({ errors: { isPublished: ILLUSTRATION_MESSAGES.isPublished } });
  });
});

describe('keyWords as sent (spec 001 section 7: a JSON string on update)', () => {
  it('reads a JSON list of words or words separated by spaces', () => {
    expect(keyWordsText('["Koala","tree"]')).toBe('Koala tree');
    expect(keyWordsText('koala tree')).toBe('koala tree');
    expect(keyWordsText(undefined)).toBe('');
    expect(keyWordsText('[1, 2]')).toBeNull();
    expect(keyWordsText('[not json')).toBeNull();
    expect(keyWordsText('{"a":1}')).toBeNull();
  });

  it('a JSON list longer than 135 characters in all is refused like typed keywords', () => {
    const long = JSON.stringify(Array.from({ length: 30 }, () => 'abcde'));
    expect(parseIllustrationFields({ ...fields, keyWords: long }, 'update', 0)).toMatchObject({ errors: { keyWords: STOCK_MESSAGES.keywordsTooLong } });
  });

  it('an update keeps every field it leaves out; a null collection takes the item out of its collection', () => {
    const current = { name: 'Old', cost: '4', order: '3', keyWords: 'old words', illustrationCategoryId: '2', illustrationSubcategoryId: '5', isPublished: 'false' };
    expect(updateBodyFields({ name: 'New' }, current)).toEqual({ ...current, name: 'New' });
    expect(updateBodyFields({ name: 'New', cost: 1.5, keyWords: '["a"]', isPublished: true, illustrationSubcategoryId: null }, current)).toEqual({
      ...current,
      name: 'New',
      cost: '1.5',
      keyWords: '["a"]',
      isPublished: 'true',
      illustrationSubcategoryId: '',
    });
  });
});

describe('prices with the stock fee and the collection offer (spec 001 sections 2.3 and 9)', () => {
  const commission = { percent: 10, dollar: 0.3 };
  const item = (fullCost: number) => ({ fullCost }) as Illustration;

  it('a buyer pays the price plus the fee; a free item stays free', () => {
    expect(priceWithFee(2, commission)).toBe(2.5);
    expect(priceWithFee(0, commission)).toBe(0);
    expect(priceWithFee(2, { percent: 0, dollar: 0 })).toBe(2);
  });

  it('a collection costs its price with the fee, never more than its remaining items one by one', () => {
    expect(collectionCostToPay(5, [2.5, 2.5, 2.5, 0], commission)).toBe(5.8);
    expect(collectionCostToPay(5, [2.5], commission)).toBe(2.5);
    expect(collectionCostToPay(5, [0, 0], commission)).toBe(0);
  });

  it("offers the collection only when it saves something: 'Buy all items ... for just $X and save $Y.'", () => {
    const offer = collectionOffer({ usedIllustrationsToPay: [item(2.5), item(2.5), item(2.5)], totalCostToPay: 5.8 });
    expect(offer).toEqual({ price: 5.8, saving: 1.7 });
    expect(collectionOfferText(offer!)).toBe('Buy all items in this collection for just $5.80 and save $1.70.');
    expect(collectionOffer({ usedIllustrationsToPay: [item(2.5)], totalCostToPay: 2.5 })).toBeNull();
    expect(collectionOffer({ usedIllustrationsToPay: [], totalCostToPay: 0 })).toBeNull();
  });
});

describe('the Illustrations panel’s rules (spec 001 sections 2.3 and 6)', () => {
  const creator = { id: 7, creatorName: 'Layout Studio', isShowHireMe: true, website: 'https://print.example' };

  it('Hire Me shows for a searched creator with hire-me on, to everyone but designers', () => {
    expect(showsHireMe(creator, 'guest')).toBe(true);
    expect(showsHireMe(creator, 'user')).toBe(true);
    expect(showsHireMe(creator, 'admin')).toBe(true);
    expect(showsHireMe(creator, 'designer')).toBe(false);
    expect(showsHireMe({ ...creator, isShowHireMe: false }, 'user')).toBe(false);
    expect(showsHireMe(null, 'user')).toBe(false);
  });

  it('Hire Me leads to the creator’s website, else to their creator page', () => {
    expect(hireMeLink(creator)).toBe('https://print.example');
    expect(hireMeLink({ ...creator, website: '' })).toBe('/Layout-Studio');
    expect(hireMeLink({ ...creator, website: 'javascript:alert(1)' })).toBe('/Layout-Studio');
  });

  it('the creator or an admin edits and deletes; in the purchased list only an admin', () => {
    const item = { userId: 7 };
    expect(mayManageIllustration({ id: 7, role: 'designer' }, item)).toBe(true);
    expect(mayManageIllustration({ id: 8, role: 'designer' }, item)).toBe(false);
    expect(mayManageIllustration({ id: 9, role: 'admin' }, item)).toBe(true);
    expect(mayManageIllustration({ id: 10, role: 'user' }, item)).toBe(false);
    expect(mayManageIllustration(null, item)).toBe(false);
    expect(mayManageIllustration({ id: 7, role: 'designer' }, item, true)).toBe(false);
    expect(mayManageIllustration({ id: 9, role: 'admin' }, item, true)).toBe(true);
  });

  it('groups a page by category, loose items before collections, with the whole result’s counts', () => {
    const categories = [
      { id: 1, name: 'Nature', order: 2 },
      { id: 2, name: 'Food', order: 1 },
    ];
    const subcategories = [{ id: 5, name: 'Sweets', cost: 3, assignedTo: 7, illustrationCategoryId: 2 }];
    const item = (id: number, categoryId: number, subcategoryId: number | null) =>
      ({ id, illustrationCategoryId: categoryId, illustrationSubcategoryId: subcategoryId }) as Illustration;
    const loaded = [item(1, 2, null), item(2, 2, 5), item(3, 2, 5), item(4, 1, null)];
    const groups = groupIllustrations(
      loaded,
      [
        { illustrationCategoryId: 2, illustrationSubcategoryId: null, count: 1 },
        { illustrationCategoryId: 2, illustrationSubcategoryId: 5, count: 2 },
        { illustrationCategoryId: 1, illustrationSubcategoryId: null, count: 9 },
        { illustrationCategoryId: 3, illustrationSubcategoryId: null, count: 1 },
      ],
      categories,
      subcategories,
    );
    expect(groups.map((g) => [g.key, g.count, g.items.map((i) => i.id)])).toEqual([
      ['c2', 1, [1]],
      ['c2-s5', 2, [2, 3]],
      ['c1', 9, [4]],
    ]);
    expect(groups[1]!.collection?.name).toBe('Sweets');
  });
});
