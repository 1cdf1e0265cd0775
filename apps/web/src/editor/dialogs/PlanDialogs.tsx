import { FREE_PLAN_DESIGN_LIMIT, MEALS_PER_UPGRADE, MESSAGES, PRO_PLAN_PRICE_AUD, cancelPlanOutcome } from '@layout/model';
import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useAppConfig } from '../../app/config';
import { openMyStuffAt } from '../panels/myStuff/state';
import { openDialog } from './dialogQueue';

/**
 * The storage-plan dialogs (spec 001 sections 2.7, 4.9 and 4.10). Paying for PRO and cancelling
 * it online come with the payments issue: until then these dialogs state the plans and the rules
 * and say plainly that the change cannot be made here (docs/decisions.md).
 */

/** Where to ask for a plan change meanwhile: the support address, when the company set one. */
function AskSupport({ what }: { what: string }) {
  const { supportEmail } = useAppConfig();
  return (
    <Text size="sm" c="dimmed">
      Online payment is not available yet, so {what} cannot be done here.
      {supportEmail ? (
        <>
          {' '}
          Write to <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor> and we will do it for you.
        </>
      ) : null}
    </Text>
  );
}

/** Storage plans ('<product> extra storage'): FREE and PRO side by side, with PRO's price. */
export function StoragePlansDialog({ onClose }: { onClose: () => void }) {
  const { productName } = useAppConfig();
  return (
    <Modal opened onClose={onClose} title={`${productName} extra storage`} centered>
      <Stack>
        <List spacing={6} size="sm">
          <List.Item>
            <b>FREE</b>: up to {FREE_PLAN_DESIGN_LIMIT} saved designs.
          </List.Item>
          <List.Item>
            <b>PRO</b>: unlimited saved designs for {PRO_PLAN_PRICE_AUD} AUD a year, billed annually. {MEALS_PER_UPGRADE} meals are donated for every annual upgrade.
          </List.Item>
        </List>
        <AskSupport what="upgrading" />
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Free plan limit reached: upgrade, or delete designs in My Stuff. */
export function FreePlanLimitDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Free plan limit reached" centered>
      <Text mb="lg">{MESSAGES.freePlanLimit}</Text>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => {
            onClose();
            openMyStuffAt('designs');
          }}
        >
          Delete designs
        </Button>
        <Button
          onClick={() => {
            onClose();
            openDialog({ kind: 'storagePlans' });
          }}
          data-autofocus
        >
          Upgrade
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * Cancel on a PRO plan: with more than 10 saved designs, how many to delete first (the spec's
 * words); otherwise the cancellation itself, which needs the payments issue.
 */
export function CancelPlanDialog({ savedDesigns, onClose }: { savedDesigns: number; onClose: () => void }) {
  const outcome = cancelPlanOutcome(savedDesigns);
  return (
    <Modal opened onClose={onClose} title="Cancel PRO plan" centered>
      <Stack>
        {outcome.kind === 'deleteFirst' ? <Text>{outcome.message}</Text> : <AskSupport what="cancelling the PRO plan" />}
        <Group justify="flex-end">
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
