/** Requests whose page already carries the card stepper's words (one <template> per page, not per card). */
const seen = new WeakSet<Request>();

/** True the first time it is asked for a request, false after. */
export function firstOnPage(request: Request): boolean {
  if (seen.has(request)) return false;
  seen.add(request);
  return true;
}
