import { CloseButton, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** Popups are this wide: room for a colour picker and a row of steppers. */
export const POPUP_WIDTH_PX = 260;

/**
 * The inside of a formatting popup: its title as a heading (FILL COLOUR, BOX FILL, ...), a close
 * button and the controls. A region named by the title, so it can be found by its name.
 */
export function PopupFrame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" w={POPUP_WIDTH_PX} data-testid="format-popup">
      <Group justify="space-between" wrap="nowrap">
        <Title id={headingId} order={2} fz="sm" fw={700}>
          {title}
        </Title>
        <CloseButton size="sm" aria-label={`Close ${title}`} onClick={onClose} />
      </Group>
      {children}
    </Stack>
  );
}
