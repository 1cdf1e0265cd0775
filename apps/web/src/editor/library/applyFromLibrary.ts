import {
  type ProductChoice,
  type RestoreSource,
  TOAST_AUTO_HIDE_MS,
  type TemplateContent,
  applyTemplateToPage,
  changesSize,
  pageAsTemplate,
  productChoiceAfterApplying,
  restoreFailureMessage,
  sizeNameFor,
  templateFontIds,
  templateSizeCheck,
  templateWithFallbackFonts,
  templatesUsedAfter,
  designsContract,
  templatesContract,
  catalogueContract,
} from '@layout/model';
import { notifications } from '@mantine/notifications';
import { create } from 'zustand';
import { request } from '../../api/client';
import { handleRequestError } from '../../app/requestErrors';
import { queryClient } from '../../app/queryClient';
import { onPanelDrop } from '../canvas/panelDrop';
import { openDialog } from '../dialogs/dialogQueue';
import { getContent, useEditor } from '../state/editorStore';
import { loadStoredFont } from '../text/fonts';
import { restorePictures } from './restoreAssets';
import { productsQuery } from './catalogue';

/**
 * Applying a template or a design from the sidebar to a page (spec 001 section 4.11): "Dropping a
 * template checks sizes: same size applies straight away; otherwise a confirmation asks ...
 * Applying switches size if needed, sets page background and replaces assets on the page.
 * Restoring assets reloads images and fonts; ... a missing font falls back to the default font."
 * A click on a template applies it to the active page; a drop, to the page it is let go on.
 * The rules are the model's (ops/templates.ts); this module fetches, asks and applies.
 */

/** What a panel item being applied is: shown as a spinner on its card. */
interface Applying {
  /** 'template-12' or 'design-3' while it is fetched, restored and applied. */
  busy: ReadonlySet<string>;
}
export const useApplying = create<Applying>(() => ({ busy: new Set() }));
const busyKey = (source: RestoreSource, id: number) => `${source}-${id}`;

function setBusy(key: string, on: boolean) {
  useApplying.setState((s) => {
    const busy = new Set(s.busy);
    if (on) busy.add(key);
    else busy.delete(key);
    return { busy };
  });
}

/** The catalogue's sizes and products, from the cache the Setup and Templates panels fill. */
const productSizes = () => queryClient.fetchQuery({ queryKey: ['product-sizes'], queryFn: () => request(catalogueContract.productSizes), staleTime: Infinity });
const products = () => queryClient.fetchQuery(productsQuery);

/**
 * Loads the stored fonts the texts use (public fonts and the user's own) and answers those that
 * can be drawn. One that cannot (deleted, another user's upload, a file that failed) is missing,
 * and its texts fall back to the default font.
 */
async function availableFontIds(fontIds: readonly number[]): Promise<number[]> {
  const loaded = await Promise.all(fontIds.map((id) => loadStoredFont(id)));
  return fontIds.filter((_, i) => loaded[i]);
}

/** What is applied: the page content, where it comes from and the product it was made for. */
interface Source {
  kind: RestoreSource;
  id: number;
  content: TemplateContent;
  choice: ProductChoice;
}

const choiceOf = (made: ProductChoice): ProductChoice => ({ categoryId: made.categoryId, productId: made.productId, productSizeId: made.productSizeId });

/** Shows the notice of assets that could not be restored. */
function notifyFailures(count: number, source: RestoreSource) {
  const message = restoreFailureMessage(count, source);
  if (message) notifications.show({ id: message, title: message, message: undefined, color: 'yellow', withCloseButton: true, autoClose: TOAST_AUTO_HIDE_MS });
}

/**
 * Restores the source's fonts and pictures, then applies it to the page as one undo step: with a
 * size change, the document's product and size change with it (undo brings both back).
 */
async function restoreAndApply(source: Source, pageId: string): Promise<void> {
  const fontIds = templateFontIds(source.content);
  // Fonts and pictures load side by side; both land in the canvas's caches, so the page draws at once.
  const [available, failed] = await Promise.all([availableFontIds(fontIds), restorePictures(source.content.assets)]);
  const content = templateWithFallbackFonts(source.content, available).template;
  const editor = useEditor.getState();
  if (!getContent().pages.some((p) => p.id === pageId)) return; // the page went meanwhile
  const operation = (c: ReturnType<typeof getContent>) => applyTemplateToPage(c, { pageId, template: content });
  if (changesSize(getContent().layoutDimensions, content)) {
    const { categoryId, productId, productSizeId } = editor.info;
    const choice = productChoiceAfterApplying(await products(), { categoryId, productId, productSizeId }, source.choice, false);
    editor.changeDocument(choice, operation);
  } else {
    editor.apply(operation);
  }
  if (source.kind === 'template') {
    useEditor.setState((s) => ({ info: { ...s.info, templatesUsedInDesign: templatesUsedAfter(s.info.templatesUsedInDesign, source.id, pageId) } }));
  }
  useEditor.getState().setActivePage(pageId);
  notifyFailures(failed, source.kind);
}

/**
 * The size check, then applying: the same size at once, another size after the user agrees to
 * 'This template will change your artwork to "{size name}" are you happy to proceed?'. Resolves
 * once applied, declined or failed (a failed request shows its error).
 */
async function checkSizeAndApply(source: Source, sizeName: string, pageId: string): Promise<void> {
  const check = templateSizeCheck(getContent().layoutDimensions, source.content.layoutDimensions, sizeName, source.kind);
  if (check.sameSize) return restoreAndApply(source, pageId);
  // One question at a time: the dialog queue drops a second identical question, which would
  // then never be answered.
  if (confirming) return;
  confirming = true;
  const agreed = await new Promise<boolean>((answer) =>
    openDialog({
      kind: 'confirm',
      title: 'Change size',
      message: check.confirmation,
      confirmLabel: 'Yes',
      cancelLabel: 'No',
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onDismiss: () => answer(false),
    }),
  ).finally(() => (confirming = false));
  if (agreed) await restoreAndApply(source, pageId);
}

/** Whether the size question is on screen. */
let confirming = false;

async function whileBusy(key: string, work: () => Promise<void>): Promise<void> {
  // A second click while the first is still being applied does nothing.
  if (useApplying.getState().busy.has(key)) return;
  setBusy(key, true);
  try {
    await work();
  } catch (error) {
    handleRequestError(error);
  } finally {
    setBusy(key, false);
  }
}

/** Fetches a template and applies it to a page after the size check (the spec's "Check sizes and apply template: templateId, pageId"). */
export function applyTemplateWithSizeCheck(templateId: number, pageId: string): Promise<void> {
  return whileBusy(busyKey('template', templateId), async () => {
    const [template, sizes] = await Promise.all([request(templatesContract.open, { params: { id: templateId } }), productSizes()]);
    const source: Source = { kind: 'template', id: template.id, content: template.template, choice: choiceOf(template) };
    await checkSizeAndApply(source, sizeNameFor(sizes, template.productSizeId, template.template.layoutDimensions), pageId);
  });
}

/**
 * A template link ('Send user link'): the new design the link opens takes the template on its
 * first page, in the template's size and product, without the size question: the user asked for
 * exactly this template by following the link.
 */
export function applyTemplateToNewDesign(templateId: number): Promise<void> {
  return whileBusy(busyKey('template', templateId), async () => {
    const template = await request(templatesContract.open, { params: { id: templateId } });
    const pageId = getContent().pages[0]?.id;
    if (pageId) await restoreAndApply({ kind: 'template', id: template.id, content: template.template, choice: choiceOf(template) }, pageId);
  });
}

/**
 * Fetches one of the user's designs and applies its first page to a page ("Get design and apply
 * it"), with the same size check as a template (docs/decisions.md).
 */
export function applyDesignToPage(designId: number, pageId: string): Promise<void> {
  return whileBusy(busyKey('design', designId), async () => {
    const [design, sizes] = await Promise.all([request(designsContract.open, { params: { id: designId } }), productSizes()]);
    const content = pageAsTemplate(design.design);
    if (!content) return;
    const source: Source = { kind: 'design', id: design.id, content, choice: choiceOf(design) };
    await checkSizeAndApply(source, sizeNameFor(sizes, design.productSizeId, content.layoutDimensions), pageId);
  });
}

/** Whether a template or design is being applied (its card shows a spinner). */
export function useIsApplying(source: RestoreSource, id: number): boolean {
  return useApplying((s) => s.busy.has(busyKey(source, id)));
}

onPanelDrop<{ kind: 'template'; templateId: number }>('template', (item, target) => void applyTemplateWithSizeCheck(item.templateId, target.pageId));
onPanelDrop<{ kind: 'design'; designId: number }>('design', (item, target) => void applyDesignToPage(item.designId, target.pageId));
