import { type PrintFormat, pageSideLabel } from '@layout/model';

/**
 * A page's name in its canvas header and in the Pages panel: the model's side label ('Page N',
 * or 'Front' / 'Back' for double-sided designs). A double-sided design of several sheets numbers
 * its sides by sheet ('Front 2', 'Back 2'), so that no two pages read alike.
 */
export function pageTitle(index: number, printFormat: PrintFormat, pageCount: number): string {
  const label = pageSideLabel(index, printFormat);
  if (printFormat !== 'DOUBLE_SIDE' || pageCount <= 2) return label;
  return `${label} ${Math.floor(index / 2) + 1}`;
}
