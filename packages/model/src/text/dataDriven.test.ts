import { describe, expect, it } from 'vitest';
import { DATA_DRIVEN_FIELDS } from '../account/schemas';
import { findAsset } from '../ops/collection';
import { doc, page, rect, text } from '../testing/fixtures';
import {
  DATA_DRIVEN_FIELD_LABELS,
  dataDrivenFormSchema,
  dataDrivenPlaceholder,
  dataDrivenValues,
  fillDataDrivenFields,
  fillDataDrivenText,
  fillTextConfig,
  placeholdersIn,
  viewerDataDrivenValues,
} from './dataDriven';

describe('data driven fields (spec 001 sections 3 and 5)', () => {
  it('are fullName, businessname, jobtitle, address, suburb, state, postcode, phone, mobile, email, website', () => {
    expect(DATA_DRIVEN_FIELDS).toEqual(['fullName', 'businessname', 'jobtitle', 'address', 'suburb', 'state', 'postcode', 'phone', 'mobile', 'email', 'website']);
    expect(Object.keys(dataDrivenFormSchema.shape)).toEqual([...DATA_DRIVEN_FIELDS]);
  });

  it('each at most 42 characters', () => {
    for (const field of DATA_DRIVEN_FIELDS) {
      expect(dataDrivenFormSchema.safeParse({ [field]: 'x'.repeat(42) }).success).toBe(true);
      expect(dataDrivenFormSchema.safeParse({ [field]: 'x'.repeat(43) }).success).toBe(false);
    }
  });

  it('fills every field, empty when not given, trimmed', () => {
    const values = dataDrivenFormSchema.parse({ phone: ' 0400 000 000 ' });
    expect(values.phone).toBe('0400 000 000');
    expect(values.website).toBe('');
  });

  it('takes fullName from first and last name, saved fields first', () => {
    expect(dataDrivenValues({ firstname: 'Ada', lastname: 'Lovelace', phone: '123' })).toMatchObject({ fullName: 'Ada Lovelace', phone: '123', email: '' });
    expect(dataDrivenValues({ firstname: 'Ada', lastname: 'Lovelace', ddf: { fullName: 'A. Lovelace' } }).fullName).toBe('A. Lovelace');
  });
});

describe('%field% placeholders', () => {
  const values = { fullName: 'Ada Lovelace', phone: '0400 000 000', email: '' };

  it('replaces known fields, in any case', () => {
    expect(fillDataDrivenText('%fullName%, tel %PHONE%', values)).toBe('Ada Lovelace, tel 0400 000 000');
    expect(fillDataDrivenText('%fullname%%phone%', values)).toBe('Ada Lovelace0400 000 000');
  });

  it('leaves unknown fields and fields without a value as they are', () => {
    expect(fillDataDrivenText('%name% %email% 100% sure', values)).toBe('%name% %email% 100% sure');
    expect(fillDataDrivenText('50%phone%', values)).toBe('500400 000 000');
    expect(fillDataDrivenText('%x%phone%', values)).toBe('%x0400 000 000');
  });

  it('lists the known fields a text names, once each, in order', () => {
    expect(placeholdersIn('%phone% %FullName% %phone% %nope% %email%')).toEqual(['phone', 'fullName', 'email']);
    expect(placeholdersIn('no fields here')).toEqual([]);
  });

  it('fills every text of the document; other assets and untouched texts keep their identity', () => {
    const content = doc(
      page('p', text({ id: 'a', text: 'Call %phone%' }), text({ id: 'b', text: 'Plain' }), rect({ id: 'r' })),
      page('q', text({ id: 'c', text: '%fullName%\n%email%' })),
    );
    const next = fillDataDrivenFields(content, values);
    expect(findAsset(next, 'a')).toMatchObject({ textConfig: { text: 'Call 0400 000 000' } });
    expect(findAsset(next, 'c')).toMatchObject({ textConfig: { text: 'Ada Lovelace\n%email%' } });
    expect(findAsset(next, 'b')).toBe(findAsset(content, 'b'));
    expect(findAsset(next, 'r')).toBe(findAsset(content, 'r'));
    expect(findAsset(content, 'a')).toMatchObject({ textConfig: { text: 'Call %phone%' } });
    expect(fillDataDrivenFields(content, {})).toBe(content);
  });
});

describe('a text as drawn and printed', () => {
  const values = { fullName: 'Ada Lovelace', jobtitle: '' };

  it('is its configuration with the placeholders filled; the document keeps them', () => {
    const config = { text: '%fullName%, %JobTitle%', fontSize: 12 };
    expect(fillTextConfig(config, values)).toEqual({ text: 'Ada Lovelace, %JobTitle%', fontSize: 12 });
    expect(config.text).toBe('%fullName%, %JobTitle%');
  });

  it('is the very same configuration when nothing is filled (layouts cached by it are kept)', () => {
    const plain = { text: '%name% and %jobtitle%' };
    expect(fillTextConfig(plain, values)).toBe(plain);
  });
});

describe('whose details fill the placeholders', () => {
  const ada = { role: 'user' as const, firstname: 'Ada', lastname: 'Lovelace', ddf: { jobtitle: 'Analyst' } };

  it('a signed-in user’s, designers and admins too', () => {
    expect(viewerDataDrivenValues(ada)).toMatchObject({ fullName: 'Ada Lovelace', jobtitle: 'Analyst' });
    expect(viewerDataDrivenValues({ ...ada, role: 'admin' }).fullName).toBe('Ada Lovelace');
  });

  it('nobody’s for a visitor or a guest, who keep no details: the texts show the placeholders as typed', () => {
    expect(viewerDataDrivenValues(null)).toEqual({});
    expect(viewerDataDrivenValues({ ...ada, role: 'guest' })).toBe(viewerDataDrivenValues(undefined));
    expect(fillDataDrivenText('%fullName%', viewerDataDrivenValues({ ...ada, role: 'guest' }))).toBe('%fullName%');
  });
});

describe('the Text panel’s data-driven field list', () => {
  it('names every field and makes its placeholder', () => {
    expect(Object.keys(DATA_DRIVEN_FIELD_LABELS)).toEqual([...DATA_DRIVEN_FIELDS]);
    expect(DATA_DRIVEN_FIELD_LABELS.businessname).toBe('Business name');
    expect(dataDrivenPlaceholder('fullName')).toBe('%fullName%');
    // A placeholder the panel adds is one the filling recognises.
    expect(fillDataDrivenText(dataDrivenPlaceholder('phone'), { phone: '0400 000 000' })).toBe('0400 000 000');
  });
});
