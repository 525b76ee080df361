export interface RedeemRecord {
  id: string;
  /** epoch ms */
  date: number;
  points: number;
}

export type RedeemOutcome = { ok: true; balance: number } | { ok: false; balance: number };

export interface RewardsProvider {
  readonly simulated: boolean;
  balance(mobile: string): Promise<number>;
  /** redemptions, newest first */
  redeemHistory(mobile: string): Promise<RedeemRecord[]>;
  /**
   * debits points; refused (ok: false) when the balance is too low, never below zero. `order` is the
   * idempotent reference: a real service debits a (mobile, order) pair at most once.
   */
  redeem(mobile: string, points: number, opts?: { previous?: number; order?: string }): Promise<RedeemOutcome>;
  /** gives points back for the redemption `order` names (an order that could not be written); new balance */
  credit(mobile: string, points: number, opts: { order: string }): Promise<number>;
  /**
   * The holder of this mobile erased their store account: the points account the number held up to
   * `before` (epoch ms) is closed, its balance forfeited and its history no longer served for the
   * number, so the number's next holder starts from nothing. Idempotent per `reference`.
   */
  closeAccount(mobile: string, opts: { before: number; reference: string }): Promise<void>;
}
