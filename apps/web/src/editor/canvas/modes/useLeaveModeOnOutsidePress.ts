import { useEffect } from 'react';
import { useEditor } from '../../state/editorStore';
import { commitMode } from './commit';

/**
 * Where a press does not leave the asset editor mode: the canvas (its stage decides), the
 * context button (it saves or edits itself) and the toolbar with its popups and dialogs.
 */
const KEEPS_MODE = '.konvajs-content, [data-testid="context-button"], [data-floating-toolbar], .mantine-Popover-dropdown, [role="dialog"]';

/**
 * "Clicking outside exits the mode" (spec 001 section 4.4), for the crop and pattern editors: a
 * press anywhere else in the editor saves what was done. A text being edited commits itself when
 * its field loses focus.
 */
export function useLeaveModeOnOutsidePress(): void {
  useEffect(() => {
    const onPress = (event: MouseEvent) => {
      const mode = useEditor.getState().mode;
      if (!mode || mode.kind === 'editTextContent' || mode.kind === 'editBoxedTextContent') return;
      if (event.target instanceof Element && event.target.closest(KEEPS_MODE)) return;
      commitMode();
    };
    window.addEventListener('mousedown', onPress, true);
    return () => window.removeEventListener('mousedown', onPress, true);
  }, []);
}
