import { emailSchema } from '../account/schemas';
import { ORDER_MAX_LENGTH } from '../constants';
import { themeSchema, validateName } from './names';

/**
 * The Add template / Update template dialog (spec 001 sections 3 and 5). Text fields hold what
 * was typed; ids come from selects (null when none is chosen).
 */
export interface TemplateForm {
  name: string;
  theme: string;
  /** Zero-based page of the document the template is made from, shown as Page N. */
  pageNumber: string;
  side: TemplateSide;
  order: string;
  categoryId: number | null;
  productId: number | null;
  /** Admin only. */
  templateGroupId: number | null;
  isAccessLimited: boolean;
  /** The 'Assign to unique user' switch: the e-mails are checked and sent only when on. */
  assignToUniqueUser: boolean;
  assignedToUsers: string[];
  /** DESIGN_SET_NONE, DESIGN_SET_CREATE or the name of an existing set. */
  designSetName: string;
  newSetName: string;
}

/** The sides a template can be for. */
export const TEMPLATE_SIDES = ['front', 'back'] as const;
/** Front or back of the printed piece. */
export type TemplateSide = (typeof TEMPLATE_SIDES)[number];
/** Design set choice meaning no set. */
export const DESIGN_SET_NONE = 'None';
/** Design set choice that shows the new set name field. */
export const DESIGN_SET_CREATE = 'Create new set';
/** Order of a new template when none is typed. */
export const DEFAULT_TEMPLATE_ORDER = 1;

/** Messages for the number fields, which the spec does not word. */
export const TEMPLATE_MESSAGES = {
  pageNumberDigits: 'Page number has to include digits only',
  orderDigits: `Order has to include up to ${ORDER_MAX_LENGTH} digits only`,
} as const;

/** A new form: side front, order 1, first page, one empty e-mail field, no design set. */
export function newTemplateForm(): TemplateForm {
  return {
    name: '',
    theme: '',
    pageNumber: '0',
    side: 'front',
    order: String(DEFAULT_TEMPLATE_ORDER),
    categoryId: null,
    productId: null,
    templateGroupId: null,
    isAccessLimited: false,
    assignToUniqueUser: false,
    assignedToUsers: [''],
    designSetName: DESIGN_SET_NONE,
    newSetName: '',
  };
}

/** How a zero-based page number is shown: 0 is 'Page 1'. */
export function pageLabel(pageNumber: number): string {
  return `Page ${pageNumber + 1}`;
}

/** '+ Add more users': one more empty e-mail field. */
export function addUserField(emails: readonly string[]): string[] {
  return [...emails, ''];
}

/** Removes an e-mail field; at least one field always remains, so the last is kept. */
export function removeUserField(emails: readonly string[], index: number): readonly string[] {
  return emails.length <= 1 || index < 0 || index >= emails.length ? emails : emails.filter((_, i) => i !== index);
}

/** Names the form is checked against. */
export interface TemplateFormContext {
  /** Names of the other templates. */
  existingNames: readonly string[];
  /** Name of the template being updated, which may be kept. */
  currentName?: string;
  /** Names of the existing design sets. */
  existingSetNames: readonly string[];
}

/**
 * Errors by field ('assignedToUsers.N' for the N-th e-mail), empty when Save may be enabled
 * (Save is disabled on any error).
 */
export type TemplateFormErrors = Record<string, string>;

const ORDER_PATTERN = new RegExp(`^\\d{0,${ORDER_MAX_LENGTH}}$`);

/** Checks the whole form with the spec's name, theme, number and e-mail rules. */
export function validateTemplateForm(form: TemplateForm, context: TemplateFormContext): TemplateFormErrors {
  const errors: TemplateFormErrors = {};
  const name = validateName(form.name, context.existingNames, context.currentName);
  if (name) errors.name = name;
  const theme = themeSchema.safeParse(form.theme);
  if (!theme.success) errors.theme = theme.error.issues[0]!.message;
  if (!/^\d*$/.test(form.pageNumber)) errors.pageNumber = TEMPLATE_MESSAGES.pageNumberDigits;
  if (!ORDER_PATTERN.test(form.order)) errors.order = TEMPLATE_MESSAGES.orderDigits;
  if (form.assignToUniqueUser) {
    form.assignedToUsers.forEach((email, index) => {
      const parsed = emailSchema.safeParse(email);
      if (!parsed.success) errors[`assignedToUsers.${index}`] = parsed.error.issues[0]!.message;
    });
  }
  if (form.designSetName === DESIGN_SET_CREATE) {
    const setName = validateName(form.newSetName, context.existingSetNames);
    if (setName) errors.newSetName = setName;
  }
  return errors;
}

/**
 * The e-mail fields of 'Edit assignment' on a template card (spec 001 sections 2.3 and 5): each
 * must be filled and valid while 'Assign to unique user' is on; errors by index, none when off.
 */
export function assigneeErrors(assignToUniqueUser: boolean, emails: readonly string[]): Record<number, string> {
  const errors: Record<number, string> = {};
  if (!assignToUniqueUser) return errors;
  emails.forEach((email, index) => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) errors[index] = parsed.error.issues[0]!.message;
  });
  return errors;
}

/** What the dialog sends once the form is valid. */
export interface TemplatePayload {
  name: string;
  theme: string;
  pageNumber: number;
  side: TemplateSide;
  order: number;
  categoryId: number | null;
  productId: number | null;
  templateGroupId?: number | null;
  isAccessLimited: boolean;
  assignedToUsers: string[];
  /** The chosen or new set, null for None. */
  designSetName: string | null;
}

/**
 * The request body of a valid form: names and themes trimmed before sending (spec 001 section 5),
 * numbers parsed (empty order is 1, empty page is 0), e-mails only when assigning, and the
 * template group only from an admin.
 */
export function templatePayload(form: TemplateForm, options: { isAdmin: boolean }): TemplatePayload {
  const designSetName = form.designSetName === DESIGN_SET_NONE ? null : form.designSetName === DESIGN_SET_CREATE ? form.newSetName.trim() : form.designSetName;
  return {
    name: form.name.trim(),
    theme: form.theme.trim(),
    pageNumber: form.pageNumber === '' ? 0 : Number(form.pageNumber),
    side: form.side,
    order: form.order === '' ? DEFAULT_TEMPLATE_ORDER : Number(form.order),
    categoryId: form.categoryId,
    productId: form.productId,
    ...(options.isAdmin ? { templateGroupId: form.templateGroupId } : {}),
    isAccessLimited: form.isAccessLimited,
    assignedToUsers: form.assignToUniqueUser ? form.assignedToUsers.map((email) => email.trim().toLowerCase()) : [],
    designSetName,
  };
}
