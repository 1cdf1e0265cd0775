import { type CancelPlanResult, FREE_PLAN_DESIGN_LIMIT, MEALS_PER_UPGRADE, MESSAGES, PRO_PLAN_PRICE_AUD } from '@layout/model';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAppConfig } from '../../app/config';
import { handleRequestError } from '../../app/requestErrors';
import { goToPlanCheckout } from '../plans';
import { openMyStuffAt } from '../panels/myStuff/state';
import { openDialog } from './dialogQueue';

/**
 * The storage-plan dialogs (spec 001 sections 2.7, 4.9 and 4.10): the plans with Upgrade to PRO
 * (a checkout the server prices, editor/plans.ts), the free-plan limit, and the result of Cancel.
 */

/** Storage plans ('<product> extra storage'): FREE and PRO side by side, with PRO's price. */
export function StoragePlansDialog({ onClose }: { onClose: () => void }) {
  const { productName } = useAppConfig();
  const [leaving, setLeaving] = useState(false);
  const upgrade = () => {
    setLeaving(true);
    // On success the browser leaves for the checkout page; the button spins until it does.
    goToPlanCheckout().catch((error: unknown) => {
      setLeaving(false);
      handleRequestError(error);
    });
  };
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={upgrade} loading={leaving} data-autofocus>
            Upgrade to PRO for ${PRO_PLAN_PRICE_AUD} a year
          </Button>
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
 * The Cancel pro plan result dialog (spec 001 sections 4.10 and 8): the server's answer to Cancel,
 * in its words: cancelled, how many designs to delete first, or nothing to cancel.
 */
export function CancelPlanDialog({ result, onClose }: { result: CancelPlanResult; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Cancel PRO plan" centered>
      <Stack>
        <Text data-testid="cancel-plan-message">{result.message}</Text>
        <Group justify="flex-end">
          {result.outcome === 'deleteFirst' && (
            <Button
              variant="default"
              onClick={() => {
                onClose();
                openMyStuffAt('designs');
              }}
            >
              Delete designs
            </Button>
          )}
          <Button onClick={onClose} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
