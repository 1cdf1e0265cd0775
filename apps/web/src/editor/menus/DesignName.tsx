import { nameLengthHint, validateName } from '@layout/model';
import { TextInput, Tooltip } from '@mantine/core';
import { useEditor } from '../state/editorStore';

/**
 * The design's name in the top bar, editable (spec 001 section 2.4, width 220). Its own component:
 * the bar around it does not re-render when a design opens or with every edit of the document.
 * A name typed or pasted past the 42 characters of spec 001 section 5 is kept as typed, not cut,
 * and gets the spec's message ('Name has to include 1 or more symbols') under the field, with its
 * length, as an empty one does: the bar has no room for an error line, so the message is a tooltip
 * held open while the name is refused (Save would get the same words from the server's 422), under
 * any dialog (z-index 150, below Mantine's modals at 200).
 */
export function DesignName() {
  const name = useEditor((s) => s.info.name);
  const error = validateName(name, []);
  const hint = nameLengthHint(name);
  return (
    <Tooltip label={hint ? `${error} (${hint})` : error} opened={error !== null} color="red" position="bottom-start" withArrow zIndex={150}>
      <TextInput
        w={220}
        size="xs"
        aria-label="Design name"
        error={error !== null}
        data-testid="design-name"
        value={name}
        onChange={(e) => useEditor.getState().setInfo({ name: e.currentTarget.value })}
      />
    </Tooltip>
  );
}
