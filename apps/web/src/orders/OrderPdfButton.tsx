import type { Order } from '@layout/model';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { reportError } from '../app/errors';
import { downloadOrderPdf } from './orderPdf';

/** Downloads an order's PDF (it needs the session, so not a plain link), with a spinner meanwhile; a failure is a toast. */
export function useOrderPdfDownload(order: Order) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadOrderPdf(order);
    } catch (error) {
      reportError(error);
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}

/** A table row's PDF download: named by the order's reference for assistive technology. */
export function OrderPdfButton({ order }: { order: Order }) {
  const { downloading, download } = useOrderPdfDownload(order);
  return (
    <Button size="compact-sm" variant="light" loading={downloading} onClick={() => void download()} aria-label={`Download the PDF of order ${order.reference}`}>
      PDF
    </Button>
  );
}
