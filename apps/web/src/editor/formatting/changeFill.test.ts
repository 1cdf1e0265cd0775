import type { ShapeAsset } from '@layout/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { doc, page, rect } from '../../../../../packages/model/src/testing/fixtures';
import { type ConfirmDialogRequest, useDialogs } from '../dialogs/dialogQueue';
import { newDocumentInfo } from '../state/document';
import { getContent, useEditor } from '../state/editorStore';
import { CHANGE_ALL_TITLE, changeFill } from './changeFill';

const fills = () => getContent().assets.map((a) => (a as ShapeAsset).shapeProps.fill);
const question = () => useDialogs.getState().queue[0] as ConfirmDialogRequest | undefined;
const answer = (choice: 'onConfirm' | 'onCancel' | 'onDismiss') => {
  const dialog = question()!;
  useDialogs.getState().close();
  dialog[choice]?.();
};

beforeEach(() => {
  useDialogs.setState({ queue: [] });
  useEditor.getState().load(newDocumentInfo(), doc(page('p', rect({ id: 'a', fill: '#FF0000' }), rect({ id: 'b', fill: 'red' }), rect({ id: 'c', fill: '#0000ff' }))));
});

describe('the fill change of spec 001 section 4.13', () => {
  it('applies directly when no other asset shows the old colour', () => {
    changeFill('c', '#00ff00');
    expect(question()).toBeUndefined();
    expect(fills()).toEqual(['#FF0000', 'red', '#00ff00']);
  });

  it('asks when another asset shows the old colour; No changes only the selected asset, in one undo step', () => {
    changeFill('a', '#00ff00');
    expect(question()).toMatchObject({
      title: CHANGE_ALL_TITLE,
      message: 'The colour #ff0000 is also used by 1 other item in this design. Do you want to change it everywhere?',
      confirmLabel: 'Yes',
      cancelLabel: 'No',
    });
    // Until answered nothing is recorded; the selected asset previews the new colour.
    expect(fills()).toEqual(['#FF0000', 'red', '#0000ff']);
    expect(useEditor.getState().preview.a).toMatchObject({ shapeProps: { fill: '#00ff00' } });
    answer('onCancel');
    expect(fills()).toEqual(['#00ff00', 'red', '#0000ff']);
    useEditor.getState().undo();
    expect(fills()).toEqual(['#FF0000', 'red', '#0000ff']);
  });

  it('Yes changes every asset with the old colour, in one undo step; closing the dialog changes nothing', () => {
    changeFill('a', '#00ff00');
    answer('onConfirm');
    expect(fills()).toEqual(['#00ff00', '#00ff00', '#0000ff']);
    useEditor.getState().undo();
    expect(fills()).toEqual(['#FF0000', 'red', '#0000ff']);

    changeFill('b', '#123456');
    answer('onDismiss');
    expect(fills()).toEqual(['#FF0000', 'red', '#0000ff']);
    expect(useEditor.getState().preview).toEqual({});
  });
});
