import { PRO_PLAN_PRICE_AUD, storagePlanOf } from '@layout/model';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useAppConfig } from '../../app/config';
import { useSession } from '../../session/store';
import { openDialog } from '../dialogs/dialogQueue';

/**
 * Successful download (spec 001 section 2.7): PRO users get a link to the print company's site,
 * to have the file printed; FREE users get the storage upsell, which opens Storage plans.
 */
export function SuccessfulDownloadDialog({ onClose }: { onClose: () => void }) {
  const { productName, mainWebsiteUrl } = useAppConfig();
  const user = useSession((s) => s.user);
  const isPro = !!user && storagePlanOf(user) === 'PRO';
  return (
    <Modal opened onClose={onClose} title="Successful download" centered>
      <Stack>
        <Text>Your file has been downloaded.</Text>
        {isPro ? (
          <Text size="sm" data-testid="print-site-offer">
            Ready to print?{' '}
            <Anchor href={mainWebsiteUrl} target="_blank" rel="noopener" fw={600}>
              Order prints from {productName}
            </Anchor>
          </Text>
        ) : (
          <Text size="sm" data-testid="storage-upsell">
            Keep every design you make: PRO storage saves unlimited designs for {PRO_PLAN_PRICE_AUD} AUD a year.
          </Text>
        )}
        <Group justify="flex-end">
          {!isPro && (
            <Button
              variant="default"
              onClick={() => {
                onClose();
                openDialog({ kind: 'storagePlans' });
              }}
            >
              Upgrade storage
            </Button>
          )}
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
