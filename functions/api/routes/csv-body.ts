/**
 * What every console CSV route (prices, products, stock counts) takes and answers: the file as JSON
 * ({ csv }) up to 2 MB, with its own body limit above the API's 256 KB (app.ts), and its refused rows
 * said in the reader's language.
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { PRICE_CSV_MAX_BYTES } from '../../../src/lib/domain/catalogue/price-csv';
import { refusal, sayRule } from '../lang';
import { said, type Said } from '../../../src/lib/domain/i18n/said';

export const csvSchema = z.object({
  csv: z
    .string({ required_error: 'catCsv.notText', invalid_type_error: 'catCsv.notText' })
    .refine((s) => new TextEncoder().encode(s).length <= PRICE_CSV_MAX_BYTES, 'catCsv.tooBig'),
});

// a 2 MB file grows a little as a JSON string (each line break is two characters)
export const csvLimit = bodyLimit({
  maxSize: PRICE_CSV_MAX_BYTES + 512 * 1024,
  onError: (c) => c.json(refusal(c, said('catCsv.tooBig')), 413),
});

/** Each refused row with its catalogue key and the words in the reader's language. */
export function refusedRows(c: Context, refused: { row: number; field: string; message: Said }[]) {
  return refused.map((r) => ({ row: r.row, field: r.field, ...sayRule(c, r.message) }));
}
