import { STEPPERS, type StepperName, clampStepper, stepStepper } from '@layout/model';
import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface StepperProps {
  /** The control's name ('Font size'); the arrows are 'Increase Font size' and 'Decrease Font size'. */
  label: string;
  /** Which of the model's steppers gives the range and step (spec 001 section 5). */
  name: StepperName;
  value: number;
  unit?: string;
  /** A new value inside the range: one undo step. */
  onChange: (value: number) => void;
}

/**
 * A numeric stepper: down and up arrows step by the model's step inside its range, and a typed
 * value is applied on Enter or when leaving the field (not on every keystroke, which would make an
 * undo step per digit), clamped to the range.
 */
export function Stepper({ label, name, value, unit, onChange }: StepperProps) {
  const { min, max } = STEPPERS[name];
  const [draft, setDraft] = useState(String(value));
  // After each commit the field shows the value the document took: one the operation refused
  // (a line of length 0) leaves the value as it was, and the field goes back to it.
  const [commits, setCommits] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: after every commit the field shows the document's value again, even when the value did not change (see above)
  useEffect(() => setDraft(String(value)), [value, commits]);

  const commit = () => {
    const typed = Number(draft.trim().replace(',', '.'));
    const next = draft.trim() === '' || !Number.isFinite(typed) ? value : clampStepper(name, typed);
    setCommits((n) => n + 1);
    if (next !== value) onChange(next);
  };

  return (
    <Group gap={4} wrap="nowrap" justify="space-between">
      <Text size="xs" style={{ flex: 1 }}>
        {label}
      </Text>
      <ActionIcon variant="default" size="sm" aria-label={`Decrease ${label}`} disabled={value <= min} onClick={() => onChange(stepStepper(name, value, 'down'))}>
        −
      </ActionIcon>
      <TextInput
        aria-label={label}
        size="xs"
        w={56}
        styles={{ input: { textAlign: 'center', paddingInline: 4 } }}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <ActionIcon variant="default" size="sm" aria-label={`Increase ${label}`} disabled={value >= max} onClick={() => onChange(stepStepper(name, value, 'up'))}>
        +
      </ActionIcon>
      {unit !== undefined && (
        <Text size="xs" c="dimmed" w={14}>
          {unit}
        </Text>
      )}
    </Group>
  );
}
