import { type TextAsset, finishTextEditing, ptToPx } from '@layout/model';
import { boxCornerRadius } from '@layout/render/outline';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { measureTextHeight } from '../assets/measureText';
import { screenColor } from '../screenColors';
import { useEditor } from '../state/editorStore';
import { cssFontFamily, drawnFontId } from '../text/fonts';
import { PAGE_CANVAS_ATTRIBUTE } from './keyboardSelection';

/** The field of the text being edited, while there is one. */
let editingField: HTMLTextAreaElement | null = null;

/**
 * Commits the text being edited, if any, as leaving its field does. For whatever ends the mode
 * by other means (a press on the canvas, commitMode): the field is then removed, and a removed
 * field gets no blur, so what was typed would be lost.
 */
export function commitEditedText(): void {
  editingField?.blur();
}

/**
 * In-place text editing (spec 001 section 4.4): a textarea over the text, which is hidden on the
 * canvas meanwhile. Enter starts a new line, as in every design editor; leaving the field,
 * Escape or Ctrl/Cmd+Enter commits (docs/decisions.md, "Editing a text in place"), those two
 * giving the focus back to the page's canvas (keyboardSelection.ts). The field
 * grows with what is typed, so every line stays in view. A text left empty is deleted.
 */
export function TextEditOverlay({ asset, scale }: { asset: TextAsset; scale: number }) {
  const config = asset.textConfig;
  const [value, setValue] = useState(config.text);
  const ref = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);

  useEffect(() => {
    const field = ref.current;
    field?.focus();
    field?.select();
    editingField = field;
    return () => {
      if (editingField === field) editingField = null;
    };
  }, []);

  // The field is as tall as its lines (the text box grows the same way once committed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height is measured again whenever the text changes, which the effect reads from the field itself
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field) return;
    field.style.height = 'auto';
    field.style.height = `${Math.max(field.scrollHeight + 2, asset.height * scale)}px`;
  }, [value, scale, asset.height]);

  function finish() {
    if (done.current) return;
    done.current = true;
    const { apply, exitMode } = useEditor.getState();
    // The typed words, the box fitted to them; a text left empty goes (model finishTextEditing).
    apply((content) => finishTextEditing(content, { assetId: asset.id, text: value, heightOf: measureTextHeight }));
    exitMode();
  }

  return (
    <textarea
      ref={ref}
      data-testid="text-editor"
      // One row at least, not the default two: the field's height follows its lines (above).
      rows={1}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={finish}
      onKeyDown={(e) => {
        if (e.key === 'Escape' || (e.key === 'Enter' && (e.ctrlKey || e.metaKey))) {
          e.preventDefault();
          // The focus goes back to the page's canvas, where the keys select and edit again.
          const canvas = e.currentTarget.closest<HTMLElement>(`[${PAGE_CANVAS_ATTRIBUTE}]`);
          finish();
          canvas?.focus({ preventScroll: true });
        }
      }}
      style={{
        position: 'absolute',
        left: asset.x * scale,
        top: asset.y * scale,
        width: asset.width * scale,
        transform: `rotate(${asset.rotation}deg)`,
        transformOrigin: 'top left',
        padding: config.padding * scale,
        margin: 0,
        border: '1px dashed #4ac6e3',
        outline: 'none',
        resize: 'none',
        overflow: 'hidden',
        background: config.isBoxed && config.backgroundColor ? screenColor(config.backgroundColor) : 'rgba(255,255,255,0.85)',
        // A boxed text keeps its rounded corners while edited.
        borderRadius: config.isBoxed ? boxCornerRadius(config.cornerRadius, asset.width, asset.height) * scale : 0,
        color: screenColor(config.fill),
        // The face the canvas draws with: a stored font's own file (registered under a name of
        // its own, so the browser cannot pick the user's installed copy, with other widths and
        // line breaks), or the default font when the text is drawn in it (text/fonts.ts).
        fontFamily: cssFontFamily(drawnFontId(config.fontId)),
        fontSize: ptToPx(config.fontSize) * scale,
        // Bold and italic exist for the default font only (spec 001 section 3).
        fontWeight: drawnFontId(config.fontId) === 0 && config.fontStyle.includes('bold') ? 'bold' : 'normal',
        fontStyle: drawnFontId(config.fontId) === 0 && config.fontStyle.includes('italic') ? 'italic' : 'normal',
        lineHeight: config.lineHeight,
        letterSpacing: config.letterSpacing * scale,
        textAlign: config.align,
        textTransform: config.isUpperCase ? 'uppercase' : 'none',
      }}
    />
  );
}
