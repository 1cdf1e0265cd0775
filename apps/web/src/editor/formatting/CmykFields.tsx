import { INK_NAMES, type InkName, normalizeColor, readTypedInks, typedInksOf } from '@layout/model';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';

export interface CmykFieldsProps {
  /** What is being coloured ('Fill colour'): the fields are named 'Fill colour C %' and so on. */
  label: string;
  /** The colour now: its inks fill the fields when it is stored as inks; a screen colour leaves them empty. */
  value: string;
  /** Four valid inks, as one colour (`device-cmyk()`), different from `value`. */
  onCommit: (color: string) => void;
  /** Told whether the fields hold something wrong (the brand colours' Add waits until they do not). */
  onProblem?: (wrong: boolean) => void;
}

/**
 * A colour entered as inks (issue 26): C, M, Y and K in % beside a colour picker's hex field.
 * Enter in any field, or leaving the four fields, takes what they hold (moving between them does
 * not, so one colour is one change, asked about once by the change-all dialog). A field that is
 * not a number from 0 to 100 is marked and named under the fields, and nothing changes.
 */
export function CmykFields({ label, value, onCommit, onProblem }: CmykFieldsProps) {
  const [typed, setTyped] = useState(() => typedInksOf(value));
  const [problem, setProblem] = useState<{ wrong: InkName[]; message: string } | null>(null);
  // Only what the user typed is taken: tabbing through the fields of a screen colour changes nothing.
  const edited = useRef(false);
  const messageId = useId();
  const show = (found: { wrong: InkName[]; message: string } | null) => {
    setProblem(found);
    onProblem?.(found !== null);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new colour empties the fields' problem; who is told about it does not matter here
  useEffect(() => {
    setTyped(typedInksOf(value));
    show(null);
    edited.current = false;
  }, [value]);

  const take = () => {
    if (!edited.current) return;
    const reading = readTypedInks(typed);
    if (!reading.ok) {
      show({ wrong: reading.wrong, message: reading.message });
      return;
    }
    show(null);
    edited.current = false;
    if (reading.color !== normalizeColor(value)) onCommit(reading.color);
  };

  return (
    <Stack gap={2}>
      <Group
        gap={4}
        wrap="nowrap"
        role="group"
        aria-label={`${label} in CMYK inks`}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) take();
        }}
      >
        {INK_NAMES.map((ink) => {
          const letter = ink.toUpperCase();
          return (
            <TextInput
              key={ink}
              size="xs"
              label={`${letter} %`}
              aria-label={`${label} ${letter} %`}
              inputMode="decimal"
              autoComplete="off"
              style={{ flex: 1, minWidth: 0 }}
              value={typed[ink]}
              error={problem?.wrong.includes(ink) ?? false}
              aria-describedby={problem ? messageId : undefined}
              onChange={(event) => {
                edited.current = true;
                const text = event.currentTarget.value;
                setTyped((current) => ({ ...current, [ink]: text }));
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') take();
              }}
            />
          );
        })}
      </Group>
      {problem && (
        <Text id={messageId} size="xs" c="red" role="alert">
          {problem.message}
        </Text>
      )}
    </Stack>
  );
}
