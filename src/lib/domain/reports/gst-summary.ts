/**
 * A month's GST in the shape of GSTR-1: the HSN-wise summary (Table 12: HSN, description, unit,
 * quantity, total value, taxable value, tax by head, per rate) and B2C small supplies (Table 7:
 * taxable value and tax per rate and place of supply). It only adds up what each invoice already
 * says (gstBreakdown through the invoice's own rule, functions/api/services/orders/invoice.ts); it never
 * taxes anything itself, so the month and the invoices cannot disagree.
 */
import type { LineTax, RateTotal } from '../money/gst';
import type { Paise } from '../money/money';

/** One invoice line as the invoice taxed it, with what the HSN summary also needs. */
export interface TaxedLine {
  tax: LineTax;
  hsn_code: string;
  description: string;
  qty: number;
}

export interface HsnRow {
  hsn: string;
  description: string;
  /** unique quantity code: packs are counted in numbers */
  uqc: 'NOS';
  rate: number;
  qty: number;
  /** invoice value of these lines, tax included */
  total_value: Paise;
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
  tax: Paise;
}

export interface GstTotals {
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
  tax: Paise;
  amount: Paise;
}

export interface B2csRow extends GstTotals {
  place_of_supply: string;
  rate: number;
}

export interface GstMonthFigures {
  by_rate: RateTotal[];
  by_hsn: HsnRow[];
  b2cs: B2csRow[];
  total: GstTotals;
  invoices: number;
}

const zero = (): GstTotals => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, tax: 0, amount: 0 });
const HEADS = ['taxable', 'igst', 'cgst', 'sgst', 'tax', 'amount'] as const;

function addTax(into: GstTotals, t: LineTax): void {
  for (const k of HEADS) into[k] += t[k];
}

/** Adds invoices one by one (a month may be read in pages), then gives the summary. */
export class GstMonthTally {
  private readonly rates = new Map<number, GstTotals>();
  private readonly hsn = new Map<string, HsnRow>();
  private readonly b2cs = new Map<string, B2csRow>();
  private readonly total = zero();
  private invoices = 0;

  addInvoice(placeOfSupply: string, lines: readonly TaxedLine[]): void {
    this.invoices += 1;
    this.addLines(placeOfSupply, lines);
  }

  /** Counts invoices whose lines come summed (the per-day rows, addLines). */
  countInvoices(n: number): void {
    this.invoices += n;
  }

  /** Adds taxed lines (one invoice's, or lines already summed per HSN and rate) to the month. */
  addLines(placeOfSupply: string, lines: readonly TaxedLine[]): void {
    for (const l of lines) {
      const t = l.tax;
      addTax(this.total, t);
      const rate = this.rates.get(t.rate) ?? zero();
      addTax(rate, t);
      this.rates.set(t.rate, rate);

      const hk = `${l.hsn_code}|${t.rate}`;
      const h = this.hsn.get(hk) ?? {
        hsn: l.hsn_code,
        description: l.description,
        uqc: 'NOS',
        rate: t.rate,
        qty: 0,
        total_value: 0,
        taxable: 0,
        igst: 0,
        cgst: 0,
        sgst: 0,
        tax: 0,
      };
      h.qty += l.qty;
      h.total_value += t.amount;
      for (const k of ['taxable', 'igst', 'cgst', 'sgst', 'tax'] as const) h[k] += t[k];
      // one description per HSN: the first in name order, so it does not depend on reading order
      if (l.description && (!h.description || l.description < h.description)) h.description = l.description;
      this.hsn.set(hk, h);

      const bk = `${placeOfSupply}|${t.rate}`;
      const b = this.b2cs.get(bk) ?? { place_of_supply: placeOfSupply, rate: t.rate, ...zero() };
      addTax(b, t);
      this.b2cs.set(bk, b);
    }
  }

  figures(): GstMonthFigures {
    return {
      by_rate: [...this.rates.entries()].map(([rate, t]) => ({ rate, ...t })).sort((a, b) => a.rate - b.rate),
      by_hsn: [...this.hsn.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate),
      b2cs: [...this.b2cs.values()].sort((a, b) => a.place_of_supply.localeCompare(b.place_of_supply) || a.rate - b.rate),
      total: { ...this.total },
      invoices: this.invoices,
    };
  }
}
