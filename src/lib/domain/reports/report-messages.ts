/**
 * What the reports say when they refuse. Staff screens are in English (as the rest of the console),
 * so these texts are not in the shoppers' catalogue; each carries a stable `code` that the console
 * branches on, never the words.
 */
import { MAX_REPORT_DAYS } from './report-limits';

export interface ReportRefusal {
  code: string;
  message: string;
}

export const REPORT_CODE = {
  badDay: 'report.badDay',
  backwards: 'report.backwards',
  tooLong: 'report.rangeTooLong',
  badMonth: 'report.badMonth',
  futureMonth: 'report.futureMonth',
  notYourBranch: 'report.notYourBranch',
  noSuchBranch: 'report.noSuchBranch',
  tooManyRows: 'report.tooManyRows',
  managerOnly: 'report.managerOnly',
  noSuchProduct: 'report.noSuchProduct',
} as const;

export const REPORT_MSG = {
  badDay: { code: REPORT_CODE.badDay, message: 'Choose the days as dates (YYYY-MM-DD).' },
  backwards: { code: REPORT_CODE.backwards, message: 'The first day must not be after the last day.' },
  tooLong: (days: number): ReportRefusal => ({
    code: REPORT_CODE.tooLong,
    message: `A report covers at most ${MAX_REPORT_DAYS} days; you chose ${days.toLocaleString('en-IN')}. Choose a shorter range, or export month by month.`,
  }),
  badMonth: { code: REPORT_CODE.badMonth, message: 'Choose a month as YYYY-MM, for example 2026-03.' },
  futureMonth: { code: REPORT_CODE.futureMonth, message: 'That month has not started yet.' },
  notYourBranch: { code: REPORT_CODE.notYourBranch, message: "You can see only your own branch's numbers." },
  noSuchBranch: { code: REPORT_CODE.noSuchBranch, message: 'There is no such branch.' },
  tooManyRows: (rows: number, max: number): ReportRefusal => ({
    code: REPORT_CODE.tooManyRows,
    message: `That export would have ${rows.toLocaleString('en-IN')} rows; one file holds at most ${max.toLocaleString('en-IN')}. Choose fewer days.`,
  }),
  managerOnly: { code: REPORT_CODE.managerOnly, message: 'Only the manager can see this.' },
  noSuchProduct: { code: REPORT_CODE.noSuchProduct, message: 'Product not found' },
} as const;
