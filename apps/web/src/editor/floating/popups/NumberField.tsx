import { TextInput } from '@mantine/core';
import { useState } from 'react';

export interface NumberFieldProps {
  label: string;
  value: number;
  /**
   * A typed number different from the value. Return 'keep' to leave the typed text showing
   * although the value did not change (a size below 1, spec 001 section 5); otherwise the field
   * shows the value again, which is the new one if the change was applied.
   */
  onCommit: (typed: number) => 'keep' | void;
  disabled?: boolean;
}

/**
 * A number typed and applied on Enter or when the field is left, not on every keystroke (which
 * would make an undo step per digit). Text that is not a number puts the value back.
 */
export function NumberField({ label, value, onCommit, disabled }: NumberFieldProps) {
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const commit = () => {
    const typed = Number(draft.trim().replace(',', '.'));
    if (draft.trim() === '' || !Number.isFinite(typed)) setDraft(String(value));
    else if (typed !== value && onCommit(typed) !== 'keep') setDraft(String(value));
  };
  return (
    <TextInput
      size="xs"
      label={label}
      inputMode="decimal"
      disabled={disabled}
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
