/** The words of the report-a-problem islands (issue 32), picked by the page: texts(lang, PROBLEM_REPORT_KEYS). */
import type { MessageKey } from './en';

// prettier-ignore
export const PROBLEM_REPORT_KEYS = [
  'problem.title', 'problem.pick', 'problem.kind', 'problem.kind.missing', 'problem.kind.damaged',
  'problem.kind.expired_or_near_expiry', 'problem.kind.wrong_item', 'problem.kind.quality', 'problem.qty', 'problem.note',
  'problem.photos', 'problem.send', 'problem.sending', 'problem.cancel', 'problem.pickOne', 'problem.offline', 'problem.photoFailed',
  'problem.tickets', 'problem.ticket', 'problem.state.open', 'problem.state.acknowledged', 'problem.state.resolved',
  'problem.res.refund', 'problem.res.refundCash', 'problem.res.replacement', 'problem.res.replacementPlain', 'problem.res.refused', 'problem.res.replacementOrder',
  'problem.nPhotos', 'problem.onePhoto', 'problem.photoAlt', 'problem.order',
] as const satisfies readonly MessageKey[];
export type ProblemReportKey = (typeof PROBLEM_REPORT_KEYS)[number];
