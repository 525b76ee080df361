/**
 * The staff stock screen's server texts (stock.*), English word for word from stock-messages.ts, so
 * the API says them by key. Spread at the end of en.ts; kn-stock.ts and hi-stock.ts
 * beside it.
 */
import { STOCK_MSG } from '../catalogue/stock-messages';

type Prefixed<T extends Record<string, string>> = { readonly [K in keyof T & string as `stock.${K}`]: T[K] };

export const EN_STOCK = Object.fromEntries(Object.entries(STOCK_MSG).map(([k, v]) => [`stock.${k}`, v])) as Prefixed<typeof STOCK_MSG>;

export type StockKey = keyof typeof EN_STOCK;
