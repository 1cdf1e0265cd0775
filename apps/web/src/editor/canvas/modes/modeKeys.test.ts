import { type ImageAsset, addImageAsset, addTextAsset, mapAssets } from '@layout/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getContent, useEditor } from '../../state/editorStore';
import { modeCommands } from './modeKeys';

// The crop editor's picture, as loaded: 400 x 300 source px.
let pictureLoaded = true;
vi.mock('./usePicture', () => ({
  peekPictureOf: () => (pictureLoaded ? { status: 'loaded', image: { naturalWidth: 400, naturalHeight: 300 } } : { status: 'loading' }),
}));

const editor = () => useEditor.getState();
const photo = () => getContent().assets.find((a) => a.type === 'image') as ImageAsset;

describe('the crop editor’s keys (issue 25)', () => {
  beforeEach(() => {
    editor().reset();
    pictureLoaded = true;
    const pageId = editor().activePageId;
    editor().apply((c) => addTextAsset(c, { pageId, text: 'Hello' }));
    editor().apply((c) => addImageAsset(c, { pageId, src: '/photo.png', naturalSize: { width: 400, height: 300 } }));
    // A px design, so that an arrow's step is 1 px; the picture shown at 1 page px a source px.
    editor().apply((c) => ({ ...c, layoutDimensions: { ...c.layoutDimensions, units: 'px' } }));
    editor().apply((c) =>
      mapAssets(c, [photo().id], (a) => ({ ...a, x: 10, y: 20, width: 200, height: 150, crop: { x: 100, y: 75, width: 200, height: 150, fullWidth: 400, fullHeight: 300 } })),
    );
  });

  it('work only in the crop and pattern editors, not while a text is edited nor outside a mode', () => {
    for (const command of Object.values(modeCommands)) expect(command.scope, command.id).toBe('assetMode');
    expect(modeCommands.movePictureLeft.isEnabled(editor())).toBe(false);
    editor().enterMode('editTextContent', getContent().assets[0]!.id);
    expect(modeCommands.finishEditing.isEnabled(editor())).toBe(false);
    editor().enterMode('cropImage', photo().id);
    expect(modeCommands.finishEditing.isEnabled(editor())).toBe(true);
  });

  it('move the picture and resize the frame in the mode’s preview, then finish as one undo step', () => {
    editor().enterMode('cropImage', photo().id);
    const before = editor().history.index;
    modeCommands.movePictureRight.run();
    modeCommands.movePictureRight.run();
    modeCommands.movePictureUp.run();
    modeCommands.makeWider.run();
    modeCommands.makeShorter.run();
    expect(editor().history.index).toBe(before);
    expect(editor().preview[photo().id]).toEqual({ crop: { x: 98, y: 76, width: 201, height: 149, fullWidth: 400, fullHeight: 300 }, x: 10, y: 20, width: 201, height: 149 });

    modeCommands.finishEditing.run();
    expect(editor().mode).toBeNull();
    expect(editor().selectedIds).toEqual([photo().id]);
    expect(editor().history.index).toBe(before + 1);
    expect(photo()).toMatchObject({ x: 10, y: 20, width: 201, height: 149, crop: { x: 98, y: 76, width: 201, height: 149 } });
  });

  it('do nothing while the picture is still loading', () => {
    pictureLoaded = false;
    editor().enterMode('cropImage', photo().id);
    modeCommands.movePictureRight.run();
    expect(editor().preview).toEqual({});
  });
});
