import { DATA_DRIVEN_FIELD_LABELS, type DownloadFormat, fieldsInDesign, isSignedIn } from '@layout/model';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useRole } from '../../session/store';
import { getContent } from '../state/editorStore';

/** How the entry lists the design's fields: 'Full name and Phone', 'Full name, Phone and Email'. */
function fieldList(labels: readonly string[]): string {
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/**
 * The Download dialog's way into a print run (issue 26): shown to signed-in users for a design
 * whose texts hold data-driven fields, when its product offers a PDF (the Download dialog only
 * opens on a saved design, which a print run needs too: the server prints the stored design).
 */
export function PrintRunEntry({ formats, disabled, onOpen }: { formats: readonly DownloadFormat[] | null; disabled: boolean; onOpen: () => void }) {
  const role = useRole();
  // The Download dialog is modal: the content does not change while it is open.
  const [fields] = useState(() => fieldsInDesign(getContent()));
  if (!isSignedIn(role) || fields.length === 0 || !formats?.some((format) => format.type === 'pdf')) return null;
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="print-run-entry">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            A copy for each person?
          </Text>
          <Text size="xs" c="dimmed">
            Your design fills in {fieldList(fields.map((field) => DATA_DRIVEN_FIELD_LABELS[field]))}. Print it for every row of a spreadsheet, in one PDF or a PDF each.
          </Text>
        </Stack>
        <Button variant="light" onClick={onOpen} disabled={disabled} style={{ flexShrink: 0 }}>
          Print for a list of people…
        </Button>
      </Group>
    </Paper>
  );
}
