/** The vitals beacon as the API reads it (issue 30): only a page kind, a language and numbers. */
import { z } from 'zod';
import { LANGS } from '../i18n/langs';
import { PAGE_KINDS, VITAL_METRICS, VITALS_PER_BEACON } from './web-vitals';

export const vitalsBeaconSchema = z
  .object({
    page: z.enum(PAGE_KINDS),
    lang: z.enum(LANGS),
    metrics: z
      .array(
        z
          .object({
            name: z.enum(VITAL_METRICS),
            // ms for LCP and INP, the score for CLS; a phone's clock can say nothing below 0
            value: z.number().finite().min(0).max(600_000),
          })
          .strict(),
      )
      .min(1)
      .max(VITALS_PER_BEACON),
  })
  .strict();

export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;
