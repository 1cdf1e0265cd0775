import { type UserData, planBarTexts } from '@layout/model';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { handleRequestError } from '../../../app/requestErrors';
import { openDataDrivenFieldsDialog } from '../../dialogs/DataDrivenFieldsDialog';
import { openDialog } from '../../dialogs/dialogQueue';
import { cancelProPlan } from '../../plans';

/**
 * The plan bar (spec 001 section 2.3): the plan (with PRO's paid-until date), Upgrade or Cancel,
 * how many designs are saved of how many the plan keeps, and 'My details' with Update.
 */
export function PlanBar({ user, savedDesigns }: { user: UserData; savedDesigns: number | undefined }) {
  const texts = planBarTexts(user, savedDesigns ?? 0, new Date());
  const [cancelling, setCancelling] = useState(false);
  // Cancel asks the server, which decides (spec 001 section 4.10); its answer opens the result dialog.
  const cancel = () => {
    setCancelling(true);
    cancelProPlan()
      .then((result) => openDialog({ kind: 'cancelPlan', result }))
      .catch(handleRequestError)
      .finally(() => setCancelling(false));
  };
  return (
    <Paper withBorder radius="sm" p={8} bg="gray.0" data-testid="plan-bar">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap={6}>
          <Text size="sm" fw={700} data-testid="plan-label">
            {texts.planLabel}
            {texts.expiry && (
              <Text span size="xs" fw={400} c="dimmed" ml={6} data-testid="plan-expiry">
                {texts.expiry}
              </Text>
            )}
          </Text>
          <Button
            size="compact-xs"
            variant={texts.action === 'Upgrade' ? 'filled' : 'default'}
            loading={cancelling}
            onClick={() => (texts.action === 'Upgrade' ? openDialog({ kind: 'storagePlans' }) : cancel())}
          >
            {texts.action}
          </Button>
        </Group>
        <Text size="xs" data-testid="saved-designs">
          {savedDesigns === undefined ? 'Saved design: …' : texts.savedDesigns}
        </Text>
        <Group justify="space-between" wrap="nowrap" gap={6}>
          <Text size="xs">My details</Text>
          <Button size="compact-xs" variant="default" onClick={() => openDataDrivenFieldsDialog()}>
            Update
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
