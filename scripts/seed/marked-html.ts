import { latinRuns } from '../../src/lib/domain/i18n/latin-runs';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Kannada or Hindi text as HTML for a column pages show as HTML (a product's description, an FAQ
 * answer), its Latin words in <span lang="en"> as the pages mark them (issue 34), so a screen reader
 * reads "UPI" or a brand in the English voice.
 */
export function markedHtml(text: string): string {
  return latinRuns(text)
    .map((r) => (r.latin ? `<span lang="en">${esc(r.text)}</span>` : esc(r.text)))
    .join('');
}
