import {
  type DataDrivenField,
  type DesignContent,
  designsContract,
  type PrintRunProblem,
  type PrintRunRecord,
  fieldsInDesign,
  missingValueProblems,
  readRecordsTable,
  recordsFromTable,
} from '@layout/model';
import { Drawer, Stepper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { request } from '../../api/client';
import { saveLink } from '../download/exportRequests';
import { productsQuery } from '../library/catalogue';
import { getContent, useEditor } from '../state/editorStore';
import { loadFontIds, loadFonts, loadedFonts } from '../text/fonts';
import { CheckStep } from './CheckStep';
import { type MakeState, MakeStep } from './MakeStep';
import { makePrintRun, previewRecord } from './makePrintRun';
import { PRINT_RUN_STEPS, type PrintRunStep, usePrintRun } from './printRunStore';
import { mappingFor, printRunFailureText, printRunFormats, printRunProblems, refusedRows } from './rows';
import { ColumnsStep, PeopleStep } from './TableSteps';

interface Props {
  onClose: () => void;
  /** The file was handed to the browser: Successful download follows, as after a download. */
  onMade: () => void;
}

/**
 * Print for a list of people (issue 26): the open design printed once per row of a table, each
 * copy with its data-driven fields filled from the row. Four steps in a drawer over the side
 * panel, so the canvas stays in view and shows the person chosen: the people (a CSV file or
 * pasted rows), the columns for the design's fields, the check (every row that cannot be printed
 * as designed, and a pager through the people), and the file (one PDF or a ZIP of one per person,
 * Print Ready or Standard as the product offers), made with its progress. What the user entered
 * is kept while the page is open (printRunStore.ts).
 */
export function PrintRunDialog({ onClose, onMade }: Props) {
  // The design as opened (the Download dialog opens on a saved design with no unsaved change, and
  // this dialog is modal), taken before any person is previewed, which refits the heights.
  const [content] = useState(getContent);
  const designId = useEditor((s) => s.info.id);
  const productId = useEditor((s) => s.info.productId);
  const products = useQuery(productsQuery);
  const formats = printRunFormats(products.data?.find((p) => p.id === productId));
  const form = usePrintRun();
  const { change } = form;
  const fields = useMemo(() => fieldsInDesign(content), [content]);

  const read = useMemo(() => (form.tableText.trim() ? readRecordsTable(form.tableText) : null), [form.tableText]);
  const table = read && 'ok' in read ? read.ok : null;
  const mapping = useMemo(() => mappingFor(table?.columns ?? [], fields, form.chosen), [table, fields, form.chosen]);
  const records = useMemo(() => (table ? recordsFromTable(table, mapping) : []), [table, mapping]);
  const checked = useRowCheck(useStoredContent(designId, content), records);
  const [refused, setRefused] = useState<{ records: PrintRunRecord[]; problems: PrintRunProblem[] } | null>(null);
  const problems = checked && mergeProblems(checked, refused?.records === records ? refused.problems : []);
  const [make, setMake] = useState<MakeState>({ status: 'idle' });
  const running = make.status === 'running';

  const step: PrintRunStep = table ? form.step : 'people';
  const person = Math.max(0, Math.min(form.person, records.length - 1));
  const goTo = (next: PrintRunStep) => change({ step: next });

  // The canvas shows the chosen person's copy from the columns step on; the viewer's details again
  // on the first step and once the dialog closes.
  const previewed = step !== 'people' ? (records[person] ?? null) : null;
  useEffect(() => previewRecord(previewed), [previewed]);
  useEffect(() => () => previewRecord(null), []);
  // The drawer takes the side panel's place over the left menu: the canvas keeps the room it has
  // beside an open panel, so the page stays in view. A closed panel is opened under it meanwhile.
  useEffect(() => {
    const { openMenu, setOpenMenu } = useEditor.getState();
    if (openMenu) return;
    setOpenMenu('My Stuff');
    return () => setOpenMenu(null);
  }, []);

  async function makeFile() {
    const format = formats.find((f) => f.flag === form.format) ?? formats[0];
    if (designId === null || !format) return;
    setMake({ status: 'running', progress: null });
    try {
      const answer = await makePrintRun(designId, { isPrintResolution: format.printResolution === true, output: form.output, records }, (progress) =>
        setMake({ status: 'running', progress }),
      );
      setMake({ status: 'idle' });
      saveLink(answer.signedUrl);
      onMade();
    } catch (error) {
      const rows = refusedRows(error);
      if (rows) {
        setRefused({ records, problems: rows });
        setMake({ status: 'idle' });
      } else setMake({ status: 'failed', message: printRunFailureText(error) });
    }
  }

  return (
    <Drawer
      opened
      onClose={onClose}
      title="Print for a list of people"
      position="left"
      // The left menu (84 px) and its panel (300 px), and a little of the canvas's margin.
      size={400}
      // A light veil: the canvas stays in view, showing the person chosen, but is not edited meanwhile.
      overlayProps={{ backgroundOpacity: 0.08 }}
      closeOnClickOutside={false}
      withCloseButton={!running}
      // As the theme names every Modal's (it does not reach the Drawer).
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      closeOnEscape={!running}
      data-testid="print-run-dialog"
    >
      <Stepper
        active={PRINT_RUN_STEPS.indexOf(step)}
        onStepClick={(index) => !running && goTo(PRINT_RUN_STEPS[index]!)}
        allowNextStepsSelect={false}
        size="xs"
        iconSize={26}
        // The four steps on one line in the drawer's width.
        styles={{ separator: { marginInline: 6 }, stepBody: { marginInlineStart: 6 } }}
        mt="xs"
      >
        <Stepper.Step label="People">
          <PeopleStep read={read} onNext={() => goTo('columns')} />
        </Stepper.Step>
        <Stepper.Step label="Columns">
          {table && (
            <ColumnsStep
              table={table}
              fields={fields}
              mapping={mapping}
              records={records}
              onMap={(field: DataDrivenField, column: number | null) => change({ chosen: { columns: table.columns, mapping: { ...mapping, [field]: column } } })}
              onBack={() => goTo('people')}
              onNext={() => goTo('check')}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label="Check">
          <CheckStep
            fields={fields}
            records={records}
            problems={problems}
            person={person}
            onPerson={(index) => change({ person: index })}
            onEditRows={() => goTo('people')}
            onBack={() => goTo('columns')}
            onNext={() => goTo('make')}
          />
        </Stepper.Step>
        <Stepper.Step label="File">
          <MakeStep
            records={records}
            pagesPerCopy={content.pages.length}
            namedByName={fields.includes('fullName')}
            formats={formats}
            problems={problems}
            state={make}
            onShowPerson={(index) => change({ person: index, step: 'check' })}
            onEditRows={() => goTo('people')}
            onBack={() => goTo('check')}
            onMake={() => void makeFile()}
          />
        </Stepper.Step>
      </Stepper>
    </Drawer>
  );
}

/** The client's problems and the server's refusal in one list, each message once, in row order. */
function mergeProblems(found: readonly PrintRunProblem[], refused: readonly PrintRunProblem[]): PrintRunProblem[] {
  if (refused.length === 0) return [...found];
  const byMessage = new Map([...found, ...refused].map((problem) => [problem.message, problem]));
  return [...byMessage.values()].sort((a, b) => a.row - b.row);
}

/**
 * The design as the server stores it, which is what it prints and checks: the texts' heights as
 * saved, where the canvas fits them to whoever views it. What the editor opened, if it cannot be had.
 */
function useStoredContent(designId: number | null, opened: DesignContent): DesignContent | null {
  const [stored, setStored] = useState<DesignContent | null>(null);
  useEffect(() => {
    if (designId === null) return;
    let current = true;
    request(designsContract.open, { params: { id: designId } }).then(
      (design) => current && setStored(design.design),
      (error: unknown) => {
        console.warn('The stored design could not be read; the rows are checked against the open one', error);
        if (current) setStored(opened);
      },
    );
    return () => {
      current = false;
    };
  }, [designId, opened]);
  return stored;
}

/**
 * Every row checked against the design with the editor's fonts (the design's own, loaded first):
 * the problems of these records, or null while they (or the design) are on their way.
 */
function useRowCheck(content: DesignContent | null, records: PrintRunRecord[]): PrintRunProblem[] | null {
  const [checked, setChecked] = useState<{ records: PrintRunRecord[]; problems: PrintRunProblem[] } | null>(null);
  useEffect(() => {
    if (!content) return;
    let current = true;
    const fontIds = content.assets.flatMap((asset) => (asset.type === 'text' ? [asset.textConfig.fontId] : []));
    Promise.all([loadFonts(), loadFontIds(fontIds)])
      .then(() => {
        const fonts = loadedFonts();
        if (current && fonts) setChecked({ records, problems: printRunProblems(content, records, fonts) });
      })
      .catch((error: unknown) => {
        // Without the fonts only the missing values can be checked here; the server checks the rest.
        console.error('The fonts for checking the rows could not be loaded', error);
        if (current) setChecked({ records, problems: missingValueProblems(content, records) });
      });
    return () => {
      current = false;
    };
  }, [content, records]);
  return checked?.records === records ? checked.problems : null;
}
