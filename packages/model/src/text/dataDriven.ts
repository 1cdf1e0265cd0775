import { z } from 'zod';
import { DATA_DRIVEN_FIELDS, type DataDrivenField, type UserData, dataDrivenFieldsFromProfile } from '../account/schemas';
import { PROFILE_FIELD_MAX_LENGTH } from '../constants';
import type { DesignContent } from '../document/content';
import { mapAssets } from '../ops/collection';

/**
 * Data-driven fields (spec 000 sections 1 and 3, spec 001 sections 3 and 5): the user's details,
 * filled into texts through %field% placeholders such as '%fullName%' or '%phone%'.
 *
 * Placeholder rules:
 * - A placeholder is '%', a field name of letters only, '%'. Field names match in any case
 *   ('%FullName%', '%EMAIL%'), since users type them by hand; the value is inserted as stored.
 * - An unknown name ('%name%', '%20%') is left as it is.
 * - A field with no value is left as a placeholder, so a missing detail stays visible and can be
 *   filled once the user adds it, instead of vanishing from the design.
 */

/** How the Text panel and the Data Driven Fields dialog name each field. */
export const DATA_DRIVEN_FIELD_LABELS: Readonly<Record<DataDrivenField, string>> = {
  fullName: 'Full name',
  businessname: 'Business name',
  jobtitle: 'Job title',
  address: 'Address',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  phone: 'Phone',
  mobile: 'Mobile',
  email: 'Email',
  website: 'Website',
};

/** The placeholder a text carries for a field: '%fullName%'. */
export function dataDrivenPlaceholder(field: DataDrivenField): string {
  return `%${field}%`;
}

/** The Data Driven Fields dialog: every field, each at most 42 characters (spec 001 section 5). */
export const dataDrivenFormSchema = z.object(
  Object.fromEntries(
    DATA_DRIVEN_FIELDS.map((field) => [field, z.string().trim().max(PROFILE_FIELD_MAX_LENGTH, `At most ${PROFILE_FIELD_MAX_LENGTH} characters`).default('')]),
  ) as Record<DataDrivenField, z.ZodDefault<z.ZodString>>,
);
/** A value for every data-driven field ('' when the user has none). */
export type DataDrivenValues = z.infer<typeof dataDrivenFormSchema>;

/**
 * The values placeholders are filled with: the user's saved fields, else the profile's details,
 * with fullName from first and last name (spec 000 section 4, "fill data-driven fields").
 */
export function dataDrivenValues(profile: Partial<UserData>): DataDrivenValues {
  return dataDrivenFieldsFromProfile(profile);
}

const PLACEHOLDER = /%([A-Za-z]+)%/g;
const FIELD_BY_LOWERCASE = new Map<string, DataDrivenField>(DATA_DRIVEN_FIELDS.map((f) => [f.toLowerCase(), f]));

/** The field a placeholder name means, in any case; undefined for unknown names. */
function fieldNamed(name: string): DataDrivenField | undefined {
  return FIELD_BY_LOWERCASE.get(name.toLowerCase());
}

/**
 * Calls `visit` for each placeholder of a known field, in order. After an unknown name the closing
 * '%' may open the next placeholder ('%x%phone%' holds %phone%), so the scan steps back to it.
 */
function scan(text: string, visit: (field: DataDrivenField, start: number, end: number) => void): void {
  const re = new RegExp(PLACEHOLDER);
  for (let match = re.exec(text); match !== null; match = re.exec(text)) {
    const field = fieldNamed(match[1]!);
    const end = match.index + match[0].length;
    if (field) visit(field, match.index, end);
    else re.lastIndex = end - 1;
  }
}

/** The known fields a text's placeholders name, each once, in order of first appearance. */
export function placeholdersIn(text: string): DataDrivenField[] {
  const found = new Set<DataDrivenField>();
  scan(text, (field) => found.add(field));
  return [...found];
}

/** The text with every placeholder of a field that has a value replaced by that value. */
export function fillDataDrivenText(text: string, values: Partial<Record<DataDrivenField, string>>): string {
  let out = '';
  let from = 0;
  scan(text, (field, start, end) => {
    const value = values[field];
    if (!value) return;
    out += text.slice(from, start) + value;
    from = end;
  });
  return from === 0 ? text : out + text.slice(from);
}

/**
 * A text's configuration as it is drawn and printed: its placeholders filled. The same object when
 * nothing was filled, so what is cached by it (a layout) is kept. The document itself keeps the
 * placeholders: a design made from a template holding %fullName% shows whoever opens it.
 */
export function fillTextConfig<T extends { readonly text: string }>(config: T, values: Partial<Record<DataDrivenField, string>>): T {
  const text = fillDataDrivenText(config.text, values);
  return text === config.text ? config : { ...config, text };
}

/** Fills the placeholders of every text asset; texts without filled placeholders keep their identity. */
export function fillDataDrivenFields(content: DesignContent, values: Partial<Record<DataDrivenField, string>>): DesignContent {
  const texts = content.assets.filter((a) => a.type === 'text').map((a) => a.id);
  return mapAssets(content, texts, (asset) => {
    if (asset.type !== 'text') return asset;
    const textConfig = fillTextConfig(asset.textConfig, values);
    return textConfig === asset.textConfig ? asset : { ...asset, textConfig };
  });
}

const NO_VALUES: Readonly<Partial<DataDrivenValues>> = Object.freeze({});

/**
 * Whose details fill the placeholders of the designs someone sees: a signed-in user's
 * (`dataDrivenValues`); none for a visitor who is not signed in or holds the guest role, who
 * keeps no details (the Text panel shows them the sign-up prompt), so their texts show the
 * placeholders as typed. Always the same empty object for them.
 */
export function viewerDataDrivenValues(user: Partial<UserData> | null | undefined): Partial<DataDrivenValues> {
  return !user || user.role === 'guest' ? NO_VALUES : dataDrivenValues(user);
}
