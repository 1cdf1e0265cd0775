import { describe, expect, it } from 'vitest';
import { defaultToolbarPosition, loadToolbarPosition, placeToolbar, saveToolbarPosition } from './position';

describe("the toolbar's place", () => {
  const container = { width: 1000, height: 700 };
  const toolbar = { width: 95, height: 400 };

  it('starts near the top right on the 5 px grid', () => {
    expect(defaultToolbarPosition(container)).toEqual({ x: 885, y: 20 });
    expect(defaultToolbarPosition({ width: 1003 })).toEqual({ x: 890, y: 20 });
  });

  it('moves in 5 px steps', () => {
    expect(placeToolbar({ x: 102, y: 33 }, container, toolbar)).toEqual({ x: 100, y: 35 });
    expect(placeToolbar({ x: 102.5, y: 37.4 }, container, toolbar)).toEqual({ x: 105, y: 35 });
  });

  it('stays inside the container, on the grid', () => {
    expect(placeToolbar({ x: -40, y: 999 }, container, toolbar)).toEqual({ x: 0, y: 300 });
    expect(placeToolbar({ x: 2000, y: 10 }, container, toolbar)).toEqual({ x: 905, y: 10 });
    expect(placeToolbar({ x: 2000, y: 2000 }, { width: 1002, height: 703 }, toolbar)).toEqual({ x: 905, y: 300 });
  });

  it('goes to the top left of a container smaller than itself', () => {
    expect(placeToolbar({ x: 50, y: 50 }, { width: 60, height: 100 }, toolbar)).toEqual({ x: 0, y: 0 });
  });

  it('is remembered, and an unreadable stored value is ignored', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(loadToolbarPosition(storage)).toBeNull();
    saveToolbarPosition({ x: 15, y: 25 }, storage);
    expect(loadToolbarPosition(storage)).toEqual({ x: 15, y: 25 });
    store.set('layout.toolbarPosition', '{"x":"a"}');
    expect(loadToolbarPosition(storage)).toBeNull();
    store.set('layout.toolbarPosition', 'not json');
    expect(loadToolbarPosition(storage)).toBeNull();
  });
});
