/**
 * The schema rules that were plain words outside the catalogue (issue 27 item 4): each schema now
 * writes one of these keys as its zod message, so the API says it in the reader's language and the
 * English is what the rule always said. Spread at the end of en.ts; kn-schema-rules.ts and
 * hi-schema-rules.ts beside it.
 */
export const EN_SCHEMA_RULES = {
  'rule.invalidId': 'Invalid id',
  'rule.idRequired': 'Id is required',
  'rule.invalidLimit': 'Invalid limit',
  'rule.invalidPage': 'Invalid page',
  'rule.invalidSize': 'Invalid size',
  'rule.invalidProduct': 'Invalid product',
  'rule.tooManyProducts': 'Too many products',
  'rule.invalidSlug': 'Invalid slug',
  'rule.slugRequired': 'Slug is required',
  'rule.slugsRequired': 'Slugs are required',
  'rule.slugOnlyCategory': 'Only a category list takes a slug',
  'rule.searchRequired': 'Search text is required',
  'rule.invalidSearch': 'Invalid search text',
  'rule.invalidOfferFlag': 'Invalid offer flag',
  'rule.invalidMinPrice': 'Invalid minimum price',
  'rule.invalidMaxPrice': 'Invalid maximum price',
  'rule.minAboveMax': 'Minimum price must not exceed maximum price',
  'rule.unknownProductType': 'Unknown product type',
  'rule.unknownListType': 'Unknown product list type',
  'rule.unknownPriceType': 'Unknown price type',
  'rule.unknownOrderStatus': 'Unknown order status',
  'rule.yesOrNo': 'Please choose yes or no',
  'rule.enterPassword': 'Please enter your password',
  'rule.enterOwnPassword': 'Please enter your own password',
  'rule.enterNewPassword': 'Please enter the new password',
  'rule.newPasswordTooLong': 'The new password can have at most 128 characters',
  'rule.noteFirst': 'Write the note first',
  'rule.noteTooLong': 'Please keep the note under 500 characters',
  'rule.reasonTooLong': 'Please keep the reason under 200 characters',
  'rule.stockNotNegative': 'Stock cannot be negative',
  'rule.stockOrOut': 'Give a stock count or mark it out of stock',
  'rule.capacityAtLeast': 'Capacity must be at least 1 (turn the slot off instead)',
  'rule.cutoffWhole': 'Cut-off must be whole minutes',
  'rule.cutoffNotNegative': 'Cut-off cannot be negative',
  'rule.cutoffAtMost': 'Cut-off can be at most 720 minutes',
  'rule.slotChange': 'Give a capacity, a cut-off or on/off',
  'rule.branchOrAddress': 'Give a branch or an address',
  'rule.wholeUnits': 'Enter a whole number of units',
  'rule.levelNotNegative': 'The level cannot be negative',
  /** SPEC §8's words for the newsletter box */
  'rule.emailRequired': 'The email field is required.',
  'rule.levelAtMost': 'The level can be at most 100000',
} as const;

export type SchemaRuleKey = keyof typeof EN_SCHEMA_RULES;
