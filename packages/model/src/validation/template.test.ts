import { describe, expect, it } from 'vitest';
import {
  assigneeErrors,
  addUserField,
  DESIGN_SET_CREATE,
  newTemplateForm,
  pageLabel,
  removeUserField,
  TEMPLATE_MESSAGES,
  templatePayload,
  validateTemplateForm,
  type TemplateForm,
} from './template';

const context = { existingNames: ['Flyer'], existingSetNames: ['Spring'] };
const form = (over: Partial<TemplateForm> = {}): TemplateForm => ({ ...newTemplateForm(), name: 'Poster', ...over });

describe('add-template form defaults (spec 001 section 3)', () => {
  it('side front, order 1, first page shown as Page 1, design set None', () => {
    expect(newTemplateForm()).toMatchObject({ side: 'front', order: '1', pageNumber: '0', designSetName: 'None', assignedToUsers: [''] });
    expect(pageLabel(0)).toBe('Page 1');
    expect(pageLabel(2)).toBe('Page 3');
  });
});

describe('template names (spec 001 section 5)', () => {
  it("needs 1 or more symbols and refuses a taken name, except the template's own", () => {
    expect(validateTemplateForm(form({ name: ' ' }), context).name).toBe('Name has to include 1 or more symbols');
    expect(validateTemplateForm(form({ name: 'Flyer ' }), context).name).toBe('Current name is already taken');
    expect(validateTemplateForm(form({ name: 'Flyer' }), { ...context, currentName: 'Flyer' })).toEqual({});
  });

  it('theme max 42', () => {
    expect(validateTemplateForm(form({ theme: 'a'.repeat(42) }), context)).toEqual({});
    expect(validateTemplateForm(form({ theme: 'a'.repeat(43) }), context).theme).toBeDefined();
  });
});

describe('order and page number: digits only; order max 5 characters (spec 001 section 5)', () => {
  it('refuses non-digits', () => {
    expect(validateTemplateForm(form({ pageNumber: '1a' }), context).pageNumber).toBe(TEMPLATE_MESSAGES.pageNumberDigits);
    expect(validateTemplateForm(form({ order: '-1' }), context).order).toBe(TEMPLATE_MESSAGES.orderDigits);
  });

  it('order accepts 5 digits, not 6', () => {
    expect(validateTemplateForm(form({ order: '12345' }), context)).toEqual({});
    expect(validateTemplateForm(form({ order: '123456' }), context).order).toBe(TEMPLATE_MESSAGES.orderDigits);
  });
});

describe('assigned user e-mails, only when Assign to unique user is on (spec 001 section 5)', () => {
  it('are not checked when the switch is off', () => {
    expect(validateTemplateForm(form({ assignedToUsers: ['nope'] }), context)).toEqual({});
  });

  it("give 'Email has to include 1 or more symbols' and 'Invalid email' per field", () => {
    const errors = validateTemplateForm(form({ assignToUniqueUser: true, assignedToUsers: ['a@b.co', '', 'nope'] }), context);
    expect(errors).toEqual({ 'assignedToUsers.1': 'Email has to include 1 or more symbols', 'assignedToUsers.2': 'Invalid email' });
  });

  it("'+ Add more users' adds a field; at least one field always remains", () => {
    expect(addUserField(['a@b.co'])).toEqual(['a@b.co', '']);
    const one = [''];
    expect(removeUserField(one, 0)).toBe(one);
    expect(removeUserField(['a', 'b'], 0)).toEqual(['b']);
  });
});

describe('new design set name follows the name rules against existing set names (spec 001 section 5)', () => {
  it('only when Create new set is chosen', () => {
    expect(validateTemplateForm(form({ newSetName: 'Spring' }), context)).toEqual({});
    expect(validateTemplateForm(form({ designSetName: DESIGN_SET_CREATE, newSetName: ' Spring' }), context).newSetName).toBe('Current name is already taken');
    expect(validateTemplateForm(form({ designSetName: DESIGN_SET_CREATE, newSetName: '' }), context).newSetName).toBe('Name has to include 1 or more symbols');
  });
});

describe('the request: names and themes trimmed before sending (spec 001 section 5)', () => {
  it('trims, parses numbers, sends e-mails only when assigning and the group only for admins', () => {
    const payload = templatePayload(
      form({
        name: ' Poster ',
        theme: ' Sea ',
        pageNumber: '2',
        order: '',
        templateGroupId: 4,
        assignedToUsers: ['a@b.co'],
        designSetName: DESIGN_SET_CREATE,
        newSetName: ' Autumn ',
      }),
      { isAdmin: false },
    );
    expect(payload).toMatchObject({ name: 'Poster', theme: 'Sea', pageNumber: 2, order: 1, side: 'front', assignedToUsers: [], designSetName: 'Autumn' });
    expect(payload).not.toHaveProperty('templateGroupId');
    expect(templatePayload(form({ templateGroupId: 4 }), { isAdmin: true })).toMatchObject({ templateGroupId: 4, designSetName: null });
  });
});

describe('Edit assignment on a template card: the same e-mail rules (spec 001 sections 2.3 and 5)', () => {
  it('checks every field while Assign to unique user is on', () => {
    expect(assigneeErrors(true, ['ann@example.com', '', 'nope'])).toEqual({ 1: 'Email has to include 1 or more symbols', 2: 'Invalid email' });
    expect(assigneeErrors(true, ['ann@example.com'])).toEqual({});
  });
  it('checks nothing while it is off', () => {
    expect(assigneeErrors(false, ['', 'nope'])).toEqual({});
  });
});
