import { type DownloadFormatFlag, type DownloadItem, type PreflightFinding, downloadItemFor, offeredDownloadFormats } from '@layout/model';
import { Alert, Button, Checkbox, Group, Loader, Modal, Progress, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { productsQuery } from '../library/catalogue';
import { getContent, useEditor } from '../state/editorStore';
import { PrintRunEntry } from '../printRun/PrintRunEntry';
import { PreflightReport } from './PreflightReport';
import { preflightOf } from './preflightInputs';
import { type DownloadState, progressText, useDownload } from './useDownload';

interface Props {
  onClose: () => void;
  /** The file was handed to the browser: the Successful download dialog follows. */
  onDownloaded: (item: DownloadItem) => void;
  /** The design uses paid stock not bought yet: the Checkout dialog follows (the item waits in the bucket). */
  onPaymentRequired: () => void;
  /** 'Print for a list of people…': the print run dialog follows (printRun/). */
  onPrintRun: () => void;
}

/**
 * Download (spec 001 sections 2.4, 2.7, 9): the formats the design's product offers, the first
 * chosen; JPG and PNG at print resolution (300 ppi) or not; a Print Ready PDF shows the preflight
 * report first. While the file is made the dialog shows its progress and stays open.
 */
export function DownloadDialog({ onClose, onDownloaded, onPaymentRequired, onPrintRun }: Props) {
  const designId = useEditor((s) => s.info.id);
  const productId = useEditor((s) => s.info.productId);
  // The products' own query, not useCurrentProduct: the formats wait for the list rather than
  // offering all four to a design whose product is still loading.
  const products = useQuery(productsQuery);
  const formats = products.data || products.isError ? offeredDownloadFormats(products.data?.find((p) => p.id === productId)) : null;
  const [chosen, setChosen] = useState<DownloadFormatFlag | null>(null);
  const [printResolution, setPrintResolution] = useState(true);
  const flag = chosen ?? formats?.[0]?.flag ?? null;
  const format = formats?.find((f) => f.flag === flag);
  const findings = usePreflight(flag === 'pdfPressReady');
  const { state, download } = useDownload(onDownloaded, onPaymentRequired);
  const running = state.status === 'running';

  return (
    <Modal opened onClose={onClose} title="Download" centered size="lg" withCloseButton={!running} closeOnEscape={!running} closeOnClickOutside={!running}>
      <Stack>
        {!formats ? (
          <Loader size="sm" />
        ) : (
          <Radio.Group value={flag} onChange={(value) => setChosen(value as DownloadFormatFlag)} label="File type" data-testid="download-formats">
            <Stack gap="xs" mt={6}>
              {formats.map((f) => (
                <Radio key={f.flag} value={f.flag} label={f.label} description={f.description} disabled={running} data-testid={`format-${f.flag}`} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {format?.printResolution === 'choice' && (
          <Checkbox
            label="Print resolution (300 ppi)"
            description="Otherwise screen resolution (96 ppi), a smaller file"
            checked={printResolution}
            disabled={running}
            onChange={(e) => setPrintResolution(e.currentTarget.checked)}
          />
        )}
        {flag === 'pdfPressReady' && (
          <PreflightReport
            findings={findings}
            onShow={(finding: PreflightFinding) => {
              useEditor.getState().select(finding.assetId);
              onClose();
            }}
          />
        )}
        <PrintRunEntry formats={formats} disabled={running} onOpen={onPrintRun} />
        <DownloadStatus state={state} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={running}>
            Cancel
          </Button>
          <Button
            data-testid="download-confirm"
            disabled={!flag || designId === null}
            loading={running}
            onClick={() => flag && designId !== null && void download(downloadItemFor(designId, flag, printResolution))}
          >
            Download
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The progress bar while the file is made, or why it failed. */
function DownloadStatus({ state }: { state: DownloadState }) {
  if (state.status === 'running') {
    const { progress } = state;
    const value = progress && progress.total > 0 && Number.isFinite(progress.done) ? (100 * progress.done) / progress.total : 0;
    return (
      <Stack gap={4} data-testid="download-progress">
        <Progress value={value} animated striped={!progress} />
        <Text size="sm">{progressText(progress)}</Text>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert color="red" title="Download failed" data-testid="download-error">
        {state.message}
      </Alert>
    );
  }
  return null;
}

/** The preflight report of the open design while it is wanted; null while it is being made. */
function usePreflight(wanted: boolean): PreflightFinding[] | null {
  const [findings, setFindings] = useState<PreflightFinding[] | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    preflightOf(getContent()).then(
      (result) => current && setFindings(result),
      (error: unknown) => {
        // The report only warns: one that cannot be made must not stand in the way of the download.
        console.error('The preflight report could not be made', error);
        if (current) setFindings([]);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return findings;
}
