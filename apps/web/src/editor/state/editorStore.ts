import {
  type Asset,
  type DesignContent,
  type EditorHistory,
  type PrintFormat,
  addPage,
  canRedo,
  canUndo,
  clearHistory,
  currentState,
  expandToGroups,
  recordChange,
  recordInfoChange,
  redoChange,
  replaceCurrentState,
  resetUnsavedChanges,
  undoChange,
} from '@layout/model';
import { create } from 'zustand';
import { type DocumentInfo, newDocumentContent, newDocumentInfo } from './document';

export type Zoom = number | 'fit';
/** The left menu's items, and 'Creator': a creator page's own view (shown only there). */
export type EditorMenu = 'My Stuff' | 'Templates' | 'Photos' | 'Illustrations' | 'Text' | 'Shapes' | 'Lines' | 'Icons' | 'Setup' | 'Creator';

/** Asset editor modes (spec 001 section 4.4). */
export type EditorModeKind = 'cropImage' | 'transformShapeImagePattern' | 'editTextContent' | 'editBoxedTextContent';
export interface EditorMode {
  kind: EditorModeKind;
  assetId: string;
}

/** Changes shown on the canvas but not yet recorded (an opacity slider being dragged, a crop in progress). */
export type Preview = Readonly<Record<string, Partial<Asset>>>;

interface EditorState {
  info: DocumentInfo;
  /**
   * Undo history of the content and the count of unsaved changes (spec 001 section 4.1); the
   * current content is history.entries[history.index].
   */
  history: EditorHistory<DesignContent>;
  /** One asset, or several forming a group selection (spec 001 section 4.2). */
  selectedIds: readonly string[];
  /** Shift held: clicks add assets to or remove them from the selection. */
  groupSelecting: boolean;
  activePageId: string;
  mode: EditorMode | null;
  preview: Preview;
  zoom: Zoom;
  /** The scale 'fit' resolved to for the canvas area, kept so the zoom menu can show it. */
  fitScale: number;
  showGuides: boolean;
  openMenu: EditorMenu | null;
  /** Opens a document, clearing history and selection. */
  load: (info: DocumentInfo, content: DesignContent) => void;
  /** Starts a new, empty design. */
  reset: () => void;
  /** Applies a model operation to the content as one undo step; the preview is dropped. */
  apply: (operation: (content: DesignContent) => DesignContent) => void;
  /**
   * Puts what `fit` derives from the current content in its place, without an undo step or an
   * unsaved change: what follows from outside the document, not an edit of it (the heights of
   * texts filled with the viewer's details, text/dataDrivenTexts.ts).
   */
  refit: (fit: (content: DesignContent) => DesignContent) => void;
  setInfo: (changes: Partial<DocumentInfo>) => void;
  /**
   * Switches single/double sided with what the switch does to the pages (adds back pages), as
   * one undo step: undo brings the format and the pages back together.
   */
  switchPrintFormat: (printFormat: PrintFormat, operation: (content: DesignContent) => DesignContent) => void;
  /**
   * Changes document info that goes with the content (print format, product, size) together with
   * an operation on the content, as one undo step: undo brings both back.
   */
  changeDocument: (changes: Partial<ContentBoundInfo>, operation: (content: DesignContent) => DesignContent) => void;
  /** Selects these assets (a single id, a list, or nothing); group members come along. */
  select: (assetIds: string | readonly string[] | null) => void;
  /** In group-selecting mode: adds the asset to the selection, or takes it out. */
  toggleSelected: (assetId: string) => void;
  setGroupSelecting: (on: boolean) => void;
  setActivePage: (pageId: string) => void;
  enterMode: (kind: EditorModeKind, assetId: string) => void;
  /** Leaves the mode, reselecting its asset. Committing is the caller's `apply`. */
  exitMode: () => void;
  setPreview: (preview: Preview) => void;
  clearPreview: () => void;
  undo: () => void;
  redo: () => void;
  addPage: () => void;
  setZoom: (zoom: Zoom) => void;
  setFitScale: (scale: number) => void;
  toggleGuides: () => void;
  setShowGuides: (on: boolean) => void;
  setOpenMenu: (menu: EditorMenu | null) => void;
  /**
   * A save answered: `sent` is what it sent (the info, and the unsaved count then). Only those
   * changes count as saved, and the server's info is taken unless the user changed the info
   * meanwhile (then only its id is).
   */
  markSaved: (saved: DocumentInfo, sent: { info: DocumentInfo; unsavedChanges: number }, options?: { clearHistory?: boolean }) => void;
  /**
   * Puts an autosaved draft (drafts/) in place of the open document as one undo step and an
   * unsaved change: undo shows the stored version again. The draft's info keeps the version it
   * was based on, so saving it over a design changed since asks first (409).
   */
  restoreDraft: (info: DocumentInfo, content: DesignContent) => void;
}

/**
 * The document info that goes with the content: the print format (switching it adds or removes
 * back pages) and the product and size (Setup's Apply and a template of another size resize
 * the pages). The history holds the content; undoing such a change must bring the info back
 * with it (undo used to leave 'Double sided' with one page, named Front).
 */
type ContentBoundInfo = Pick<DocumentInfo, 'printFormat' | 'categoryId' | 'productId' | 'productSizeId'>;
const CONTENT_BOUND_KEYS = ['printFormat', 'categoryId', 'productId', 'productSizeId'] as const;
const boundInfoAt = new WeakMap<DesignContent, ContentBoundInfo>();

function recordBoundInfo(content: DesignContent, info: DocumentInfo): void {
  boundInfoAt.set(content, { printFormat: info.printFormat, categoryId: info.categoryId, productId: info.productId, productSizeId: info.productSizeId });
}

/** The document info for a state the history returned to: its print format, product and size back. */
function infoAt(info: DocumentInfo, content: DesignContent): DocumentInfo {
  const bound = boundInfoAt.get(content);
  return bound && CONTENT_BOUND_KEYS.some((key) => bound[key] !== info[key]) ? { ...info, ...bound } : info;
}

function initial() {
  const info = newDocumentInfo();
  const content = newDocumentContent(info);
  recordBoundInfo(content, info);
  return {
    info,
    history: clearHistory(content),
    selectedIds: [] as readonly string[],
    activePageId: content.pages[0]!.id,
    mode: null,
    preview: {},
  };
}

const NO_SELECTION: readonly string[] = [];

/** Ids to select for a request: existing assets, with the members of their saved groups. */
function resolveSelection(content: DesignContent, requested: readonly string[]): readonly string[] {
  if (requested.length === 0) return NO_SELECTION;
  return expandToGroups(content, requested).map((a) => a.id);
}

/**
 * The state after undo or redo: no selection or mode, an active page that still exists
 * (undoing Add new page makes the first page active, as deleting the active page does), and the
 * print format that state was made with.
 */
function afterTimeTravel(history: EditorHistory<DesignContent>, activePageId: string, info: DocumentInfo) {
  const content = currentState(history);
  const { pages } = content;
  return {
    history,
    info: infoAt(info, content),
    selectedIds: NO_SELECTION,
    mode: null,
    preview: {},
    activePageId: pages.some((p) => p.id === activePageId) ? activePageId : pages[0]!.id,
  };
}

/** The open document and the editor around it. Konva draws from here; it is the truth. */
export const useEditor = create<EditorState>((set, get) => ({
  ...initial(),
  groupSelecting: false,
  zoom: 'fit',
  fitScale: 1,
  showGuides: false,
  openMenu: 'My Stuff',

  load: (info, content) => {
    recordBoundInfo(content, info);
    set({ info, history: clearHistory(content), selectedIds: NO_SELECTION, mode: null, preview: {}, activePageId: content.pages[0]!.id });
  },
  reset: () => set(initial()),
  apply: (operation) => {
    const { history } = get();
    const before = currentState(history);
    const after = operation(before);
    if (after === before) {
      set({ preview: {} });
      return;
    }
    const present = new Set(after.assets.map((a) => a.id));
    const { selectedIds, activePageId, mode, info } = get();
    recordBoundInfo(after, info);
    set({
      history: recordChange(history, after),
      preview: {},
      selectedIds: selectedIds.every((id) => present.has(id)) ? selectedIds : selectedIds.filter((id) => present.has(id)),
      activePageId: after.pages.some((p) => p.id === activePageId) ? activePageId : after.pages[0]!.id,
      mode: mode && !present.has(mode.assetId) ? null : mode,
    });
  },
  refit: (fit) => {
    const { history } = get();
    const before = currentState(history);
    const after = fit(before);
    if (after === before) return;
    const bound = boundInfoAt.get(before);
    if (bound) boundInfoAt.set(after, bound);
    set({ history: replaceCurrentState(history, after) });
  },
  setInfo: (changes) => set((s) => ({ info: { ...s.info, ...changes }, history: recordInfoChange(s.history) })),
  switchPrintFormat: (printFormat, operation) => {
    if (get().info.printFormat === printFormat) return;
    get().changeDocument({ printFormat }, operation);
  },
  changeDocument: (changes, operation) => {
    const { info, apply } = get();
    set({ info: { ...info, ...changes } });
    // A step of its own even when the content does not change, so that undo brings the info back.
    apply((content) => {
      const next = operation(content);
      return next === content ? { ...content } : next;
    });
  },
  select: (assetIds) => {
    const content = currentState(get().history);
    const requested = assetIds === null ? [] : typeof assetIds === 'string' ? [assetIds] : assetIds;
    const selectedIds = resolveSelection(content, requested);
    const first = content.assets.find((a) => a.id === selectedIds[0]);
    set(first ? { selectedIds, activePageId: first.pageId } : { selectedIds: NO_SELECTION });
  },
  toggleSelected: (assetId) => {
    const { selectedIds, history } = get();
    const content = currentState(history);
    const members = resolveSelection(content, [assetId]);
    const next = selectedIds.includes(assetId) ? selectedIds.filter((id) => !members.includes(id)) : [...selectedIds, ...members.filter((id) => !selectedIds.includes(id))];
    set({ selectedIds: next.length ? next : NO_SELECTION });
  },
  setGroupSelecting: (groupSelecting) => set({ groupSelecting }),
  setActivePage: (activePageId) => {
    if (get().activePageId !== activePageId) set({ activePageId });
  },
  enterMode: (kind, assetId) => set({ mode: { kind, assetId }, selectedIds: [assetId], preview: {} }),
  exitMode: () => {
    const { mode } = get();
    if (!mode) return;
    set({ mode: null, preview: {}, selectedIds: [mode.assetId] });
  },
  setPreview: (preview) => set({ preview }),
  clearPreview: () => set({ preview: {} }),
  undo: () => set((s) => (canUndo(s.history) ? afterTimeTravel(undoChange(s.history), s.activePageId, s.info) : {})),
  redo: () => set((s) => (canRedo(s.history) ? afterTimeTravel(redoChange(s.history), s.activePageId, s.info) : {})),
  addPage: () => {
    const pageId = crypto.randomUUID();
    get().apply((content) => addPage(content, { pageId }));
    set({ activePageId: pageId });
  },
  setZoom: (zoom) => set({ zoom }),
  setFitScale: (fitScale) => set({ fitScale }),
  toggleGuides: () => set((s) => ({ showGuides: !s.showGuides })),
  setShowGuides: (showGuides) => set({ showGuides }),
  setOpenMenu: (openMenu) => set({ openMenu }),
  markSaved: (saved, sent, options) =>
    set((s) => {
      const history = resetUnsavedChanges(s.history, sent.unsavedChanges);
      return {
        // The version always: the next save is based on the one just stored.
        info: s.info === sent.info ? saved : { ...s.info, id: saved.id, version: saved.version },
        // A new design's first save also clears history (spec 001 section 4.1).
        history: options?.clearHistory ? { ...clearHistory(currentState(s.history)), unsavedChanges: history.unsavedChanges } : history,
      };
    }),
  restoreDraft: (info, content) => {
    const { history } = get();
    recordBoundInfo(content, info);
    // A draft whose content is the stored one still holds an unsaved change of the info (a name).
    const next = content === currentState(history) ? recordInfoChange(history) : recordChange(history, content);
    set({ info, history: next, selectedIds: NO_SELECTION, mode: null, preview: {}, activePageId: content.pages[0]!.id });
  },
}));

/** The current content. */
export function useContent(): DesignContent {
  return useEditor((s) => currentState(s.history));
}

export function getContent(): DesignContent {
  return currentState(useEditor.getState().history);
}

/** The selected assets, in the content's order (stable while the selection and content are unchanged). */
export function selectedAssets(state: Pick<EditorState, 'history' | 'selectedIds'>): Asset[] {
  if (state.selectedIds.length === 0) return [];
  const ids = new Set(state.selectedIds);
  return currentState(state.history).assets.filter((a) => ids.has(a.id));
}

/** The asset being edited in place as text, if any. */
export function editingTextId(mode: EditorMode | null): string | null {
  return mode && (mode.kind === 'editTextContent' || mode.kind === 'editBoxedTextContent') ? mode.assetId : null;
}

/** The scale the canvas draws at: the Fit scale or the chosen zoom. */
export function scaleOf(state: Pick<EditorState, 'zoom' | 'fitScale'>): number {
  return state.zoom === 'fit' ? state.fitScale : state.zoom;
}

export function useScale(): number {
  return useEditor(scaleOf);
}

export function getScale(): number {
  return scaleOf(useEditor.getState());
}
