/**
 * A section a run skips keeps what an earlier run wrote, marked as not rerun, so
 * `npm run bench -- --no-scale` records today's load figures without erasing the last measurement
 * of 20,000 products (the skipped parts take most of the bench's time).
 */
import { existsSync, readFileSync } from 'node:fs';

const NOT_RERUN = '_Not rerun';

/**
 * The body of `## title` in a markdown text (to the next `## `), or null.
 * @param {string} text
 * @param {string} title
 */
export function sectionBody(text, title) {
  const heading = `\n## ${title}\n`;
  const start = text.indexOf(heading);
  if (start === -1) return null;
  const from = start + heading.length;
  const next = text.indexOf('\n## ', from);
  return text.slice(from, next === -1 ? undefined : next).trim();
}

/**
 * The section as the file last had it, marked as carried over; '' when the file has none.
 * @param {string} file
 * @param {string} title
 * @param {string} option the option that skipped it this run
 */
export function carriedSection(file, title, option) {
  const body = existsSync(file) ? sectionBody(readFileSync(file, 'utf8'), title) : null;
  if (!body) return '';
  const marked = body.startsWith(NOT_RERUN) ? body : `${NOT_RERUN} (${option}): as an earlier run wrote it._\n\n${body}`;
  return `\n## ${title}\n\n${marked}\n`;
}

/**
 * `text` with the body of `## title` replaced by the earlier file's (marked), when that has one.
 * @param {string} text
 * @param {string} file
 * @param {string} title
 * @param {string} option
 */
export function withCarriedSection(text, file, title, option) {
  const carried = carriedSection(file, title, option);
  const body = sectionBody(text, title);
  if (!carried || body === null) return text;
  // a function, so a `$` in the carried text is not read as a replacement pattern
  return text.replace(`\n## ${title}\n\n${body}`, () => carried.trimEnd());
}
