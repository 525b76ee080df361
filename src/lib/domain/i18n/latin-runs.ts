/**
 * Issue 34: a Kannada or Hindi page still shows some English: product and brand names without a
 * translation ("Britannia Good Day"), a customer's typed address, "WhatsApp" inside a sentence. Left
 * unmarked, a screen reader reads them with the page's Kannada or Hindi voice; marked lang="en", it
 * switches voice. The name is as stored, so its script says which language it is in: a run of Latin
 * words (with the digits, units and punctuation between them) is English, anything else is the page's.
 */
export interface Run {
  text: string;
  /** true: Latin words, to be marked lang="en" */
  latin: boolean;
}

const LATIN_LETTER = /[A-Za-z]/;
// a piece is a word (letters, marks, digits and the joiners inside names) or what is between words
const PIECES = /[\p{L}\p{M}\p{N}'’&.\-/]+|[^\p{L}\p{M}\p{N}'’&.\-/]+/gu;
const OTHER_SCRIPT = /[\u0900-\u097f\u0c80-\u0cff]/;

/** The text in runs: Latin word runs (spaces, digits and units between them included) and the rest. */
export function latinRuns(text: string): Run[] {
  const runs: Run[] = [];
  let pending = '';
  const push = (t: string, latin: boolean) => {
    const last = runs[runs.length - 1];
    if (last && last.latin === latin) last.text += t;
    else runs.push({ text: t, latin });
  };
  for (const piece of text.match(PIECES) ?? []) {
    if (OTHER_SCRIPT.test(piece)) {
      if (pending) push(pending, false);
      pending = '';
      push(piece, false);
    } else if (LATIN_LETTER.test(piece)) {
      // the gap before a Latin word joins its run when the run goes on ("Good Day"), else stays outside
      const last = runs[runs.length - 1];
      if (last?.latin) push(pending + piece, true);
      else {
        if (pending) push(pending, false);
        push(piece, true);
      }
      pending = '';
    } else {
      pending += piece;
    }
  }
  if (pending) push(pending, false);
  return runs;
}

/** Whether the text is all Latin words (or none in another script): the whole element can say lang="en". */
export function isLatinOnly(text: string): boolean {
  return LATIN_LETTER.test(text) && !OTHER_SCRIPT.test(text);
}
