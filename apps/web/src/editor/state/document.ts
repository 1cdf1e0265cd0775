import {
  DEFAULT_DOCUMENT_NAME,
  type DesignSummary,
  type DesignContent,
  type DesignInput,
  type DocumentType,
  type PrintFormat,
  createDesignContent,
  defaultLayoutDimensions,
} from '@layout/model';

/** What the editor holds about the open document besides its content. */
export interface DocumentInfo {
  /** null until the design is saved. */
  id: number | null;
  name: string;
  theme: string;
  documentType: DocumentType;
  printFormat: PrintFormat;
  categoryId: number | null;
  productId: number | null;
  productSizeId: number | null;
  templatesUsedInDesign: { id: number; pageId?: string }[];
  /** The premade font combination the Text panel adds texts in (null or absent: the default styles). */
  fontCombinationId?: number | null;
  /** The stored version the editor's copy is based on (null until saved); a save sends it, see saving.ts. */
  version: number | null;
  /** An open template's creator (who, with admins, may update it); absent for designs. */
  ownerId?: number;
}

export function newDocumentInfo(): DocumentInfo {
  return {
    id: null,
    name: DEFAULT_DOCUMENT_NAME,
    theme: '',
    documentType: 'DOC_TYPE_DESIGN',
    printFormat: 'SINGLE_SIDE',
    categoryId: null,
    productId: null,
    productSizeId: null,
    templatesUsedInDesign: [],
    version: null,
  };
}

export function newDocumentContent(info: DocumentInfo): DesignContent {
  return createDesignContent(defaultLayoutDimensions(), info.printFormat);
}

/** What the editor keeps of a stored design (a save answers only these: its summary). */
export function infoFromDesign(design: DesignSummary): DocumentInfo {
  return {
    id: design.id,
    name: design.name,
    theme: design.theme,
    documentType: design.documentType,
    printFormat: design.printFormat,
    categoryId: design.categoryId,
    productId: design.productId,
    productSizeId: design.productSizeId,
    templatesUsedInDesign: design.templatesUsedInDesign,
    fontCombinationId: design.fontCombinationId,
    version: design.version,
  };
}

/** The body of POST/PUT /api/designs for the open document. */
export function toDesignInput(info: DocumentInfo, content: DesignContent, naming?: { name: string; theme: string }): DesignInput {
  return {
    name: (naming?.name ?? info.name).trim(),
    theme: (naming?.theme ?? info.theme).trim(),
    documentType: 'DOC_TYPE_DESIGN',
    printFormat: info.printFormat,
    categoryId: info.categoryId,
    productId: info.productId,
    productSizeId: info.productSizeId,
    design: content,
    templatesUsedInDesign: info.templatesUsedInDesign,
    fontCombinationId: info.fontCombinationId ?? null,
  };
}
