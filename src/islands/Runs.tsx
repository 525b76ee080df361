import { latinRuns } from '../lib/domain/i18n/latin-runs';

/**
 * A name with its Latin words marked lang="en" (issue 34: a product or brand name without a Kannada
 * or Hindi translation, read by a screen reader in the right voice). The same on every page, English
 * ones too, so the server's HTML and the hydrated island agree.
 */
export default function Runs({ text }: { text: string }) {
  return (
    <>
      {latinRuns(text).map((r, i) =>
        r.latin ? (
          <span key={i} lang="en">
            {r.text}
          </span>
        ) : (
          r.text
        ),
      )}
    </>
  );
}
