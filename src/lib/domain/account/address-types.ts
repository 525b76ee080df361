/** What a saved address is to the shopper (the tag on it at checkout); kept apart so islands read it without zod. */
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export function isAddressType(value: unknown): value is AddressType {
  return typeof value === 'string' && (ADDRESS_TYPES as readonly string[]).includes(value);
}
