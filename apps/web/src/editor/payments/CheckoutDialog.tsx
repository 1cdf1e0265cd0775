import {
  type DownloadItem,
  EMPTY_BUCKET_MESSAGE,
  type UnpaidAsset,
  designsContract,
  donationNotice,
  downloadFormatOf,
  formatPrice,
  paymentsContract,
  removeDownloadItem,
  unpaidItemsOfDesigns,
} from '@layout/model';
import { ActionIcon, Alert, Button, Group, Image, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { request } from '../../api/client';
import { useSession } from '../../session/store';
import { readExportBucket, removeFromExportBucket } from '../download/exportBucket';
import { designsQueryKey } from '../panels/myStuff/designActions';
import { PICTURE_FALLBACK } from './BuyIllustrationsDialog';

/** The query of a design's unpaid stock; the Payment dialog refreshes it once paid. */
export const designPaymentInfoKey = (designId: number) => ['designPaymentInfo', designId] as const;

interface Props {
  onClose: () => void;
  /** Pay: the bucket has unpaid stock (the card form, or the hosted checkout, follows). */
  onPay: (items: readonly DownloadItem[], total: number) => void;
  /** Nothing left to pay: the designs waiting are exported. */
  onDownload: () => void;
}

/**
 * Checkout (spec 001 sections 2.7 and 8): the designs waiting for download (the export bucket,
 * each removable), the paid stock they use that the user has not bought, with its picture, name,
 * creator and price, the total and the donation notice; then Pay. The amounts are the server's.
 */
export function CheckoutDialog({ onClose, onPay, onDownload }: Props) {
  const [bucket, setBucket] = useState(readExportBucket);
  const designIds = [...new Set(bucket.map((item) => item.designId))];
  const infos = useQueries({
    queries: designIds.map((id) => ({
      queryKey: designPaymentInfoKey(id),
      queryFn: () => request(paymentsContract.designPaymentInfo, { params: { id } }),
    })),
  });
  const loading = infos.some((info) => info.isPending);
  const failed = infos.find((info) => info.isError)?.error;
  const { items, total } = unpaidItemsOfDesigns(infos.flatMap((info) => (info.data ? [info.data] : [])));

  const remove = (item: DownloadItem) => {
    removeFromExportBucket([item]);
    setBucket((current) => removeDownloadItem(current, item));
  };

  return (
    <Modal opened onClose={onClose} title="Checkout" centered size="lg">
      {bucket.length === 0 ? (
        <Stack>
          <Text data-testid="checkout-empty">{EMPTY_BUCKET_MESSAGE}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <BucketList items={bucket} onRemove={remove} />
          {loading ? (
            <Loader size="sm" aria-label="Loading what is left to pay" />
          ) : failed ? (
            <Alert color="red">What is left to pay could not be loaded: {failed.message}</Alert>
          ) : (
            <UnpaidItems items={items} total={total} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {total > 0 || loading || failed ? (
              <Button onClick={() => onPay(bucket, total)} disabled={loading || !!failed} data-testid="checkout-pay">
                {total > 0 ? `Pay ${formatPrice(total)}` : 'Pay'}
              </Button>
            ) : (
              <Button onClick={onDownload} data-testid="checkout-download">
                Download
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The designs waiting for download, each with the file type and a way out of the bucket. */
function BucketList({ items, onRemove }: { items: readonly DownloadItem[]; onRemove: (item: DownloadItem) => void }) {
  const userId = useSession((s) => s.user?.id);
  const designs = useQuery({
    queryKey: designsQueryKey(userId),
    queryFn: () => request(designsContract.listOfUser, { params: { id: userId ?? 0 } }),
    enabled: userId !== undefined,
  });
  const nameOf = (designId: number) => designs.data?.find((d) => d.id === designId)?.name ?? `Design ${designId}`;
  return (
    <Stack gap={4} data-testid="checkout-bucket">
      <Title order={3} size="h5">
        Waiting for download
      </Title>
      {items.map((item) => {
        const label = `${nameOf(item.designId)} (${downloadFormatOf(item).label})`;
        return (
          <Group key={`${item.designId}-${item.type}-${item.isPrintResolution}`} justify="space-between" wrap="nowrap">
            <Text size="sm">{label}</Text>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${label} from the bucket`} onClick={() => onRemove(item)}>
              ✕
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}

/** The paid stock to buy before the download, the total and the donation notice. */
function UnpaidItems({ items, total }: { items: readonly UnpaidAsset[]; total: number }) {
  if (items.length === 0) return <Text size="sm">Everything these designs use is free or already yours: nothing to pay.</Text>;
  return (
    <Stack gap="xs" data-testid="checkout-unpaid">
      <Title order={3} size="h5">
        To pay for
      </Title>
      {items.map((item) => (
        <Group key={`${item.itemType}-${item.id}`} wrap="nowrap" justify="space-between">
          <Group wrap="nowrap" gap="sm">
            <Image src={item.link} alt={item.name} w={48} h={48} fit="contain" radius="sm" bg="gray.0" fallbackSrc={PICTURE_FALLBACK} />
            <div>
              <Text size="sm" fw={600}>
                {item.name}
              </Text>
              {item.user?.creatorName && (
                <Text size="xs" c="dimmed">
                  By {item.user.creatorName}
                </Text>
              )}
            </div>
          </Group>
          <Text size="sm">{formatPrice(item.fullCost)}</Text>
        </Group>
      ))}
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="checkout-dialog-total">
          {formatPrice(total)}
        </Text>
      </Group>
      <Text size="sm" c="teal.9">
        {donationNotice(total)}
      </Text>
    </Stack>
  );
}
