import { type DataDrivenField, type PrintRunProblem, type PrintRunRecord, currentState, pageSideLabel } from '@layout/model';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { revealPage } from '../pages/canvasScroll';
import { useEditor } from '../state/editorStore';
import { recordName } from './rows';

/** The most problems listed one by one; the rest are counted. */
const LISTED_PROBLEMS = 50;

interface CheckProps {
  fields: readonly DataDrivenField[];
  records: readonly PrintRunRecord[];
  /** null while the rows are being checked. */
  problems: readonly PrintRunProblem[] | null;
  person: number;
  onPerson: (index: number) => void;
  onEditRows: () => void;
  onBack: () => void;
  onNext: () => void;
}

/**
 * Step 3, the check: every row that cannot be printed as designed, before anything is made, and
 * the people one by one, the canvas showing the one chosen.
 */
export function CheckStep({ fields, records, problems, person, onPerson, onEditRows, onBack, onNext }: CheckProps) {
  return (
    <Stack gap="sm">
      <RowsCheck records={records} problems={problems} onShow={onPerson} onEditRows={onEditRows} />
      <PersonPager fields={fields} records={records} problems={problems} person={person} onPerson={onPerson} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext}>Next: choose the file</Button>
      </Group>
    </Stack>
  );
}

/** Checking, every row fits, or the rows that do not. */
function RowsCheck({ records, problems, onShow, onEditRows }: Pick<CheckProps, 'records' | 'problems' | 'onEditRows'> & { onShow: (index: number) => void }) {
  if (problems === null) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">Checking {records.length === 1 ? 'the person' : `${records.length.toLocaleString('en')} people`}…</Text>
      </Group>
    );
  }
  if (problems.length === 0) {
    return (
      <Alert color="teal" title="Every row fits" data-testid="print-run-all-fit">
        {records.length === 1 ? 'The person' : `All ${records.length.toLocaleString('en')} people`} can be printed as designed.
      </Alert>
    );
  }
  return <ProblemList problems={problems} onShow={onShow} onEditRows={onEditRows} />;
}

/**
 * The rows that cannot be printed as designed, found here or refused by the server, each one a
 * link to that person's copy on the canvas.
 */
export function ProblemList({ problems, onShow, onEditRows }: { problems: readonly PrintRunProblem[]; onShow: (index: number) => void; onEditRows: () => void }) {
  const rows = new Set(problems.map((problem) => problem.row)).size;
  const listed = problems.slice(0, LISTED_PROBLEMS);
  return (
    <Alert color="red" title={`${rows === 1 ? 'A row' : `${rows.toLocaleString('en')} rows`} cannot be printed as designed`} data-testid="print-run-problems">
      <Stack gap="xs">
        <Text size="sm">
          Correct {rows === 1 ? 'it' : 'them'} in the list of people, or in your spreadsheet and choose the file again. Nothing is made until every row fits. Choose a problem to
          see that person’s copy.
        </Text>
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {listed.map((problem) => (
            <li key={problem.message} data-testid="print-run-problem">
              <Anchor component="button" type="button" size="sm" c="red.9" ta="left" display="block" onClick={() => onShow(problem.row - 1)}>
                {problem.message}
              </Anchor>
            </li>
          ))}
        </Stack>
        {problems.length > listed.length && <Text size="sm">…and {(problems.length - listed.length).toLocaleString('en')} more.</Text>}
        <Group>
          <Button variant="white" color="red.9" size="xs" onClick={onEditRows}>
            Correct the rows
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** 'Person 3 of 25', the person's name, and Previous and Next: the canvas shows their copy. */
function PersonPager({ fields, records, problems, person, onPerson }: Pick<CheckProps, 'fields' | 'records' | 'problems' | 'person' | 'onPerson'>) {
  const record = records[person];
  if (!record) return null;
  const name = recordName(record, fields);
  const hasProblem = problems?.some((problem) => problem.row === person + 1) ?? false;
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="print-run-pager">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button variant="default" size="xs" onClick={() => onPerson(person - 1)} disabled={person === 0} aria-label="Previous person" style={{ flexShrink: 0 }}>
          Previous
        </Button>
        <Stack gap={0} align="center" miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm" data-testid="print-run-person" aria-live="polite">
            Person {(person + 1).toLocaleString('en')} of {records.length.toLocaleString('en')}
          </Text>
          <Text size="sm" c="dimmed" truncate maw="100%">
            {name || 'No name'}
          </Text>
          {hasProblem && (
            <Badge color="red" variant="light" size="sm" mt={4} tt="none">
              Cannot be printed as designed
            </Badge>
          )}
        </Stack>
        <Button variant="default" size="xs" onClick={() => onPerson(person + 1)} disabled={person >= records.length - 1} aria-label="Next person" style={{ flexShrink: 0 }}>
          Next
        </Button>
      </Group>
      <Text size="xs" c="dimmed" ta="center" mt={6}>
        The canvas shows this person’s copy.
      </Text>
      <PageSwitch />
    </Paper>
  );
}

/**
 * The pages of the design, to bring each into view (the drawer holds the canvas still while it is
 * open, so a back page is reached from here): Front and Back, or Page 1, Page 2...
 */
function PageSwitch() {
  const pages = useEditor((s) => currentState(s.history).pages);
  const printFormat = useEditor((s) => s.info.printFormat);
  const activePageId = useEditor((s) => s.activePageId);
  if (pages.length < 2) return null;
  return (
    <Group gap={4} justify="center" mt={6}>
      {pages.map((page, index) => {
        const label = pageSideLabel(index, printFormat);
        return (
          <Button
            key={page.id}
            size="compact-xs"
            variant={page.id === activePageId ? 'light' : 'subtle'}
            aria-label={`Show ${label}`}
            aria-pressed={page.id === activePageId}
            onClick={() => {
              useEditor.getState().setActivePage(page.id);
              revealPage(page.id);
            }}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
