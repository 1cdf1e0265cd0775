import {
  type DesignContent,
  type EditorHistory,
  addPage,
  canRedo,
  canUndo,
  clearHistory,
  currentState,
  recordChange,
  recordInfoChange,
  redoChange,
  resetUnsavedChanges,
  undoChange,
} from '@layout/model';
import { create } from 'zustand';
import { type DocumentInfo, newDocumentContent, newDocumentInfo } from './document';

export type Zoom = number | 'fit';
export type EditorMenu = 'My Stuff' | 'Templates' | 'Photos' | 'Illustrations' | 'Text' | 'Shapes' | 'Lines' | 'Icons' | 'Setup';

interface EditorState {
  info: DocumentInfo;
  /**
   * Undo history of the content and the count of unsaved changes (spec 001 section 4.1); the
   * current content is history.entries[history.index].
   */
  history: EditorHistory<DesignContent>;
  selectedId: string | null;
  activePageId: string;
  /** The text being edited in place (hidden on the canvas meanwhile). */
  editingTextId: string | null;
  zoom: Zoom;
  /** The scale 'fit' resolved to for the canvas area, kept so the zoom menu can show it. */
  fitScale: number;
  showGuides: boolean;
  openMenu: EditorMenu | null;
  /** Opens a document, clearing history and selection. */
  load: (info: DocumentInfo, content: DesignContent) => void;
  /** Starts a new, empty design. */
  reset: () => void;
  /** Applies a model operation to the content as one undo step. */
  apply: (operation: (content: DesignContent) => DesignContent) => void;
  setInfo: (changes: Partial<DocumentInfo>) => void;
  select: (assetId: string | null) => void;
  setActivePage: (pageId: string) => void;
  setEditingText: (assetId: string | null) => void;
  undo: () => void;
  redo: () => void;
  addPage: () => void;
  setZoom: (zoom: Zoom) => void;
  setFitScale: (scale: number) => void;
  toggleGuides: () => void;
  setOpenMenu: (menu: EditorMenu | null) => void;
  markSaved: (options?: { clearHistory?: boolean }) => void;
}

function initial() {
  const info = newDocumentInfo();
  const content = newDocumentContent(info);
  return {
    info,
    history: clearHistory(content),
    selectedId: null,
    activePageId: content.pages[0]!.id,
    editingTextId: null,
  };
}

/** The open document and the editor around it. Konva draws from here; it is the truth. */
export const useEditor = create<EditorState>((set, get) => ({
  ...initial(),
  zoom: 'fit',
  fitScale: 1,
  showGuides: false,
  openMenu: 'My Stuff',

  load: (info, content) =>
    set({ info, history: clearHistory(content), selectedId: null, editingTextId: null, activePageId: content.pages[0]!.id }),
  reset: () => set(initial()),
  apply: (operation) => {
    const { history } = get();
    const before = currentState(history);
    const after = operation(before);
    if (after === before) return;
    set({ history: recordChange(history, after) });
    const { selectedId, activePageId } = get();
    if (selectedId && !after.assets.some((a) => a.id === selectedId)) set({ selectedId: null });
    if (!after.pages.some((p) => p.id === activePageId)) set({ activePageId: after.pages[0]!.id });
  },
  setInfo: (changes) => set((s) => ({ info: { ...s.info, ...changes }, history: recordInfoChange(s.history) })),
  select: (selectedId) => {
    const asset = selectedId ? currentState(get().history).assets.find((a) => a.id === selectedId) : undefined;
    set(asset ? { selectedId, activePageId: asset.pageId } : { selectedId: null });
  },
  setActivePage: (activePageId) => set({ activePageId }),
  setEditingText: (editingTextId) => set({ editingTextId }),
  undo: () => set((s) => (canUndo(s.history) ? { history: undoChange(s.history), selectedId: null } : {})),
  redo: () => set((s) => (canRedo(s.history) ? { history: redoChange(s.history), selectedId: null } : {})),
  addPage: () => {
    const pageId = crypto.randomUUID();
    get().apply((content) => addPage(content, { pageId }));
    set({ activePageId: pageId });
  },
  setZoom: (zoom) => set({ zoom }),
  setFitScale: (fitScale) => set({ fitScale }),
  toggleGuides: () => set((s) => ({ showGuides: !s.showGuides })),
  setOpenMenu: (openMenu) => set({ openMenu }),
  markSaved: (options) =>
    set((s) => ({ history: options?.clearHistory ? clearHistory(currentState(s.history)) : resetUnsavedChanges(s.history) })),
}));

/** The current content. */
export function useContent(): DesignContent {
  return useEditor((s) => currentState(s.history));
}

export function getContent(): DesignContent {
  return currentState(useEditor.getState().history);
}

/** The scale the canvas draws at. */
export function useScale(): number {
  return useEditor((s) => (s.zoom === 'fit' ? s.fitScale : s.zoom));
}
