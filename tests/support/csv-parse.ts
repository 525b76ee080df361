/**
 * Reads a CSV file back as a spreadsheet would (RFC 4180: quoted cells, doubled quotes, commas and
 * line breaks inside quotes), written apart from the store's own CSV writer so a test of the files
 * does not take the writer's word for it.
 */
export interface ParsedCsv {
  bom: boolean;
  /** every record ended with CRLF */
  crlf: boolean;
  header: string[];
  rows: string[][];
  /** rows as objects keyed by the header */
  records: Record<string, string>[];
}

export function parseCsv(text: string): ParsedCsv {
  const bom = text.startsWith('\uFEFF');
  const src = bom ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let crlf = true;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\n' || src[i + 1] !== '\n') crlf = false;
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    crlf = false;
    row.push(cell);
    rows.push(row);
  }
  const [header = [], ...rest] = rows;
  return { bom, crlf, header, rows: rest, records: rest.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))) };
}

/** "1234.56" → 123456 paise; refuses anything but a plain two-decimal number. */
export function paiseOf(cell: string): number {
  if (!/^-?\d+\.\d{2}$/.test(cell)) throw new Error(`not an amount: ${JSON.stringify(cell)}`);
  return Math.round(Number(cell) * 100);
}
