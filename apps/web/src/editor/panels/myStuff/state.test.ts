import { beforeEach, describe, expect, it } from 'vitest';
import { useEditor } from '../../state/editorStore';
import { manageBrandColours, openMyStuffAt, useMyStuff } from './state';

const view = () => {
  const { expanded, query, brandColourManagement, brandColourManagementEnabled } = useMyStuff.getState();
  return { expanded, query, brandColourManagement, brandColourManagementEnabled };
};

describe('My Stuff panel state (spec 001 section 4.12)', () => {
  beforeEach(() => {
    useMyStuff.getState().panelLeft();
    useEditor.getState().setOpenMenu('Text');
  });

  it('brand-colour management turns on when the panel opens if it was asked for, and off on leaving', () => {
    useMyStuff.getState().panelOpened();
    expect(view().brandColourManagement).toBe(false);

    manageBrandColours();
    expect(useEditor.getState().openMenu).toBe('My Stuff');
    useMyStuff.getState().panelOpened();
    expect(view().brandColourManagement).toBe(true);

    useMyStuff.getState().panelLeft();
    expect(view()).toMatchObject({ brandColourManagement: false, brandColourManagementEnabled: false });
    // The request went with the visit: the next opening shows all of My Stuff.
    useMyStuff.getState().panelOpened();
    expect(view().brandColourManagement).toBe(false);
  });

  it('Done ends the mode while the panel stays open', () => {
    manageBrandColours();
    useMyStuff.getState().stopBrandColourManagement();
    expect(view()).toMatchObject({ brandColourManagement: false, brandColourManagementEnabled: false });
  });

  it('leaving forgets the search and the expanded section', () => {
    useMyStuff.getState().search('flyer');
    useMyStuff.getState().expand('logos');
    useMyStuff.getState().panelLeft();
    expect(view()).toMatchObject({ expanded: null, query: '' });
  });

  it('opening at a section shows all of it: expanded, no search, no brand-colour management', () => {
    manageBrandColours();
    useMyStuff.getState().search('flyer');
    openMyStuffAt('designs');
    expect(view()).toEqual({ expanded: 'designs', query: '', brandColourManagement: false, brandColourManagementEnabled: false });
    expect(useEditor.getState().openMenu).toBe('My Stuff');
  });
});
