/** A refund the provider refused or never answered: the refund record stays open and is retried. */
export class RefundFailed extends Error {}
