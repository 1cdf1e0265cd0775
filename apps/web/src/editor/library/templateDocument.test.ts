import { type Template, defaultLayoutDimensions, pageAsTemplate, templateDocumentContent } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { routeTemplateId, templateInfo, templateInputOf, templateUpdateBody } from './templateDocument';
import { templateIdOfLink, templateLink } from './templateLink';

const card = { ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' as const };
const template: Template = {
  id: 12,
  name: 'Navy Corporate',
  theme: 'Corporate',
  template: { layoutDimensions: card, backgroundColor: '#263147', assets: [] },
  productSizeId: 6,
  categoryId: 1,
  productId: 2,
  templateGroupId: 3,
  designSet: { name: 'Navy Set' },
  userId: 1,
  side: 'back',
  order: 4,
  isAccessLimited: true,
  assignedToUsers: ['ann@example.com'],
  previewData: null,
  user: { creatorName: null, isShowHireMe: false, website: '' },
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('Edit template: /templates/:id opens a template document', () => {
  it('reads the template id from the address, digits only', () => {
    expect(routeTemplateId('templates', '12')).toBe(12);
    expect(routeTemplateId('designs', '12')).toBeNull();
    expect(routeTemplateId('templates', 'new')).toBeNull();
    expect(routeTemplateId('templates', '1e3')).toBeNull();
  });

  it('opens as a one-page DOC_TYPE_TEMPLATE document with the template’s product and size', () => {
    expect(templateInfo(template)).toMatchObject({
      id: 12,
      name: 'Navy Corporate',
      documentType: 'DOC_TYPE_TEMPLATE',
      printFormat: 'SINGLE_SIDE',
      productSizeId: 6,
      productId: 2,
      categoryId: 1,
    });
  });

  it('saves its first page back, with the name, theme, product and size typed, and keeps the fields the editor does not show', () => {
    const content = templateDocumentContent({ ...template.template, backgroundColor: '#ffffff' });
    const info = { ...templateInfo(template), name: '  Navy Corporate 2 ', theme: ' Corp ' };
    const body = templateUpdateBody(template, info, content, 'data:image/jpeg;base64,AAAA');
    expect(body).toMatchObject({
      name: 'Navy Corporate 2',
      theme: 'Corp',
      side: 'back',
      order: 4,
      templateGroupId: 3,
      isAccessLimited: true,
      assignedToUsers: ['ann@example.com'],
      designSetName: 'Navy Set',
      previewData: 'data:image/jpeg;base64,AAAA',
    });
    expect(body.template).toEqual({ ...pageAsTemplate(content)!, assets: [] });
    expect('previewData' in templateUpdateBody(template, info, content, undefined)).toBe(false);
  });

  it('a save is based on the version the editor opened, not the newer one read just before saving', () => {
    const opened = templateInfo(template);
    const content = templateDocumentContent(template.template);
    expect(templateUpdateBody({ ...template, version: 5 }, opened, content, undefined).version).toBe(3);
  });

  it('Edit assignment keeps the whole template as it is', () => {
    expect(templateInputOf({ ...template, designSet: null })).toMatchObject({ designSetName: null, template: template.template, side: 'back', version: 3 });
  });
});

describe('Send user link', () => {
  it('is a new-design address naming the template, read back only as digits', () => {
    const link = templateLink(12, 'https://print.example');
    expect(link).toBe('https://print.example/designs/new?template=12');
    expect(templateIdOfLink(new URL(link).searchParams)).toBe(12);
    expect(templateIdOfLink(new URLSearchParams('template=abc'))).toBeNull();
    expect(templateIdOfLink(new URLSearchParams(''))).toBeNull();
  });
});
