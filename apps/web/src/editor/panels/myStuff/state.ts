import type { MyStuffSection } from '@layout/model';
import { create } from 'zustand';
import { useEditor } from '../../state/editorStore';

/**
 * What the My Stuff panel shows, kept outside the panel so that others can open it at a section
 * (the free-plan-limit dialog's 'Delete designs') or in brand-colour management mode.
 */
interface MyStuffState {
  /** The one expanded section ('View all'), or null. */
  expanded: MyStuffSection | null;
  /** The search typed into 'assets' (Enter), '' for none. */
  query: string;
  /**
   * Brand-colour management was asked for: the panel turns the mode on when it opens (spec 001
   * section 4.12, "turns on when the panel opens (if enabled) and off on leaving").
   */
  brandColourManagementEnabled: boolean;
  /** The mode itself: only the brand colours show, to be added and deleted. */
  brandColourManagement: boolean;
  expand: (section: MyStuffSection | null) => void;
  search: (query: string) => void;
  /** Called by the panel as it opens and as it is left. */
  panelOpened: () => void;
  panelLeft: () => void;
  /** Turns the mode off and forgets the request (the mode's 'Done'). */
  stopBrandColourManagement: () => void;
}

export const useMyStuff = create<MyStuffState>((set) => ({
  expanded: null,
  query: '',
  brandColourManagementEnabled: false,
  brandColourManagement: false,
  expand: (expanded) => set({ expanded }),
  search: (query) => set({ query }),
  panelOpened: () => set((s) => ({ brandColourManagement: s.brandColourManagementEnabled })),
  // Leaving ends the mode and its request, the search and the expanded section: the next visit
  // shows all of My Stuff.
  panelLeft: () => set({ brandColourManagement: false, brandColourManagementEnabled: false, expanded: null, query: '' }),
  stopBrandColourManagement: () => set({ brandColourManagement: false, brandColourManagementEnabled: false }),
}));

/** Opens My Stuff with one section expanded, all of it (no search; the others hidden, Back to return). */
export function openMyStuffAt(section: MyStuffSection): void {
  useMyStuff.setState({ expanded: section, query: '', brandColourManagement: false, brandColourManagementEnabled: false });
  useEditor.getState().setOpenMenu('My Stuff');
}

/**
 * Asks for brand-colour management: My Stuff opens showing only My brand colours, where colours
 * are added and deleted, until it is left or Done is pressed. Used by the section's Manage button
 * and by anything else that offers to manage the user's colours (a colour popup's My colours).
 */
export function manageBrandColours(): void {
  useMyStuff.setState({ brandColourManagementEnabled: true, brandColourManagement: true, expanded: null });
  useEditor.getState().setOpenMenu('My Stuff');
}
