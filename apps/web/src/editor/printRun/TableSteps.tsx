import {
  type ColumnMapping,
  DATA_DRIVEN_FIELD_LABELS,
  type DataDrivenField,
  PRINT_RUN_MAX_RECORDS,
  PRINT_RUN_MAX_TABLE_BYTES,
  type PrintRunRecord,
  type ReadTable,
  type RecordsTable,
} from '@layout/model';
import { Button, FileButton, Group, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { usePrintRun } from './printRunStore';

/** How many people the columns step shows as they fill the fields. */
const PREVIEW_ROWS = 5;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * Step 1, the people: a CSV file (read into the text box, where rows can be corrected) or rows
 * pasted from a spreadsheet; why the table cannot be used shows under it (model readRecordsTable).
 */
export function PeopleStep({ read, onNext }: { read: ReadTable | null; onNext: () => void }) {
  const tableText = usePrintRun((s) => s.tableText);
  const fileName = usePrintRun((s) => s.fileName);
  const change = usePrintRun((s) => s.change);
  const [fileError, setFileError] = useState<string | null>(null);

  async function choose(file: File | null) {
    if (!file) return;
    if (file.size > PRINT_RUN_MAX_TABLE_BYTES) {
      setFileError(`${file.name} is larger than ${PRINT_RUN_MAX_TABLE_BYTES / 1_000_000} MB: a print run takes at most ${PRINT_RUN_MAX_RECORDS.toLocaleString('en')} people.`);
      return;
    }
    try {
      const text = await file.text();
      setFileError(null);
      change({ tableText: text, fileName: file.name });
    } catch {
      setFileError(`${file.name} could not be read. Choose it again, or paste its rows below.`);
    }
  }

  const table = read && 'ok' in read ? read.ok : null;
  return (
    <Stack gap="sm">
      <Text size="sm">
        Make a copy of this design for each person on a list. Choose a CSV file saved from a spreadsheet, or copy the rows in your spreadsheet and paste them below. The first row
        names the columns; each row under it is one person (at most {PRINT_RUN_MAX_RECORDS.toLocaleString('en')}).
      </Text>
      <Group gap="sm">
        <FileButton onChange={(file) => void choose(file)} accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain">
          {(props) => (
            <Button variant="default" {...props} data-testid="print-run-file">
              Choose a CSV file…
            </Button>
          )}
        </FileButton>
        {fileName && (
          <Text size="sm" c="dimmed" truncate maw={260}>
            {fileName}
          </Text>
        )}
      </Group>
      {fileError && (
        <Text size="sm" c="red.9" role="alert">
          {fileError}
        </Text>
      )}
      <Textarea
        label="The people"
        description={fileName ? `The rows of ${fileName}: you can correct them here.` : 'Paste the rows here, the column names first.'}
        placeholder={'Name,Phone\nAda Lovelace,555 0101\nGrace Hopper,555 0102'}
        autosize
        minRows={6}
        maxRows={14}
        value={tableText}
        onChange={(event) => change({ tableText: event.currentTarget.value })}
        error={read && 'error' in read ? read.error : null}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre', overflowX: 'auto' } }}
        spellCheck={false}
        data-testid="print-run-table"
      />
      {table && (
        <Text size="sm" c="dimmed" data-testid="print-run-table-summary">
          {count(table.rows.length, 'person', 'people')}, {count(table.columns.length, 'column', 'columns')}: {table.columns.join(', ')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={onNext} disabled={!table}>
          Next: match the columns
        </Button>
      </Group>
    </Stack>
  );
}

interface ColumnsProps {
  table: RecordsTable;
  fields: readonly DataDrivenField[];
  mapping: ColumnMapping;
  records: readonly PrintRunRecord[];
  onMap: (field: DataDrivenField, column: number | null) => void;
  onBack: () => void;
  onNext: () => void;
}

/**
 * Step 2, the columns: one choice per field the design uses, guessed from the column names (model
 * guessColumnMapping), and the first people as they fill the fields.
 */
export function ColumnsStep({ table, fields, mapping, records, onMap, onBack, onNext }: ColumnsProps) {
  const columns = table.columns.map((name, index) => ({ value: String(index), label: name }));
  const shown = records.slice(0, PREVIEW_ROWS);
  return (
    <Stack gap="sm">
      <Text size="sm">Choose the column that fills each field of your design. The canvas shows the first person’s copy.</Text>
      {fields.map((field) => (
        <Select
          key={field}
          label={DATA_DRIVEN_FIELD_LABELS[field]}
          description={`Fills %${field}%`}
          placeholder="No column: printed as typed"
          data={columns}
          value={mapping[field] === null ? null : String(mapping[field])}
          onChange={(value) => onMap(field, value === null ? null : Number(value))}
          clearable
          data-testid={`print-run-column-${field}`}
        />
      ))}
      <Table.ScrollContainer minWidth={44 + fields.length * 110}>
        <Table striped withTableBorder fz="xs" style={{ whiteSpace: 'nowrap', tableLayout: 'fixed' }} data-testid="print-run-preview-table">
          <Table.Caption>
            {records.length > shown.length ? `The first ${shown.length} of ${count(records.length, 'person', 'people')}` : `All ${count(records.length, 'person', 'people')}`}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={44}>Row</Table.Th>
              {fields.map((field) => (
                <Table.Th key={field}>{DATA_DRIVEN_FIELD_LABELS[field]}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((record, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the table's, in its order
              <Table.Tr key={index}>
                <Table.Td>{index + 1}</Table.Td>
                {fields.map((field) => (
                  <Table.Td key={field} title={record[field]} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {record[field]?.trim() ? (
                      record[field]
                    ) : (
                      <Text span size="xs" c="red.9" fs="italic">
                        missing
                      </Text>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext}>Next: check the people</Button>
      </Group>
    </Stack>
  );
}
