import type { DownloadFormat, ExportProgress, PrintRunOutput, PrintRunProblem, PrintRunRecord } from '@layout/model';
import { Alert, Button, Group, Loader, Progress, Radio, Stack, Text } from '@mantine/core';
import { progressText } from '../download/useDownload';
import { ProblemList } from './CheckStep';
import { usePrintRun } from './printRunStore';

/** Where making the file stands. */
export type MakeState = { status: 'idle' } | { status: 'running'; progress: ExportProgress | null } | { status: 'failed'; message: string };

interface MakeProps {
  records: readonly PrintRunRecord[];
  pagesPerCopy: number;
  /** Whether the design holds %fullName%: the ZIP's files then carry each person's name. */
  namedByName: boolean;
  /** The PDFs the design's product offers. */
  formats: readonly DownloadFormat[];
  problems: readonly PrintRunProblem[] | null;
  state: MakeState;
  onShowPerson: (index: number) => void;
  onEditRows: () => void;
  onBack: () => void;
  onMake: () => void;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * Step 4, the file: one PDF with every copy or a ZIP of one PDF per person, Print Ready or
 * Standard as the product offers; made with its progress, refused (with the rows) while a row
 * cannot be printed as designed.
 */
export function MakeStep({ records, pagesPerCopy, namedByName, formats, problems, state, onShowPerson, onEditRows, onBack, onMake }: MakeProps) {
  const output = usePrintRun((s) => s.output);
  const chosenFormat = usePrintRun((s) => s.format);
  const change = usePrintRun((s) => s.change);
  const format = formats.find((f) => f.flag === chosenFormat) ?? formats[0];
  const running = state.status === 'running';
  const people = records.length;
  return (
    <Stack gap="sm">
      <Radio.Group label="File" value={output} onChange={(value) => change({ output: value as PrintRunOutput })}>
        <Stack gap="xs" mt={6}>
          <Radio
            value="onePdf"
            label="One PDF with every copy"
            description={`${plural(people, 'copy', 'copies')}, ${plural(people * pagesPerCopy, 'page', 'pages')}: each person’s pages together`}
            disabled={running}
          />
          <Radio
            value="pdfPerRecord"
            label="A ZIP of one PDF per person"
            description={`${plural(people, 'PDF', 'PDFs')}, each named by its row${namedByName ? ' and the person’s name' : ''}`}
            disabled={running}
          />
        </Stack>
      </Radio.Group>
      {formats.length > 1 ? (
        <Radio.Group label="Quality" value={format?.flag ?? null} onChange={(value) => change({ format: value as typeof chosenFormat })}>
          <Stack gap="xs" mt={6}>
            {formats.map((f) => (
              <Radio key={f.flag} value={f.flag} label={f.label} description={f.description} disabled={running} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        format && (
          <Text size="sm">
            {format.label}: {format.description.toLowerCase()}
          </Text>
        )
      )}
      {problems && problems.length > 0 && <ProblemList problems={problems} onShow={onShowPerson} onEditRows={onEditRows} />}
      <MakeStatus state={state} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={running}>
          Back
        </Button>
        <Button data-testid="print-run-make" onClick={onMake} loading={running} disabled={!format || problems === null || problems.length > 0}>
          {output === 'onePdf' ? 'Make the PDF' : 'Make the ZIP'}
        </Button>
      </Group>
      {problems === null && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Checking the people…</Text>
        </Group>
      )}
    </Stack>
  );
}

/** The progress bar while the file is made, or why it could not be. */
function MakeStatus({ state }: { state: MakeState }) {
  if (state.status === 'running') {
    const { progress } = state;
    const value = progress && progress.total > 0 ? (100 * progress.done) / progress.total : 0;
    return (
      <Stack gap={4} data-testid="print-run-progress">
        <Progress value={value} animated striped={!progress} aria-label="Progress of the file" />
        <Text size="sm">{progressText(progress)}</Text>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert color="red" title="The file was not made" data-testid="print-run-error">
        {state.message}
      </Alert>
    );
  }
  return null;
}
