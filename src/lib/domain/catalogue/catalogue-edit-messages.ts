/**
 * What the staff console says about a product edit or a CSV of prices (issue 28), in English; the
 * catalogue keys (catEdit.*, catCsv.*) are in messages/*.json with Kannada and Hindi
 * beside them, so a refusal carries its key as `code` and is said in the reader's language.
 * {field} is one of CATALOGUE_FIELD_LABELS, itself a catalogue text.
 */
export const CATALOGUE_EDIT_MSG = {
  required: '{field} must be filled in',
  notNegative: '{field} cannot be negative',
  number: '{field} must be a whole number',
  tooBig: '{field} is too large',
  tooLong: '{field} is too long',
  mrpPositive: 'MRP must be more than ₹0',
  pricePositive: 'Price must be more than ₹0',
  priceAboveMrp: 'Price cannot be more than the MRP',
  dealNotBelowPrice: 'Deal price must be below the price',
  dealIncomplete: 'A deal needs its type, deal price, start and end',
  dealEndBeforeStart: 'Deal end must be after the deal start',
  netQuantityPositive: 'Net quantity must be more than 0',
  netUnit: 'Net unit must be g, kg, ml, l or pc',
  manufacturerAddress: 'Manufacturer or packer needs a name, then a comma and the address with its 6-digit PIN code',
  importerNamed: 'An imported product names its importer: start with "Imported by"',
  slugShape: 'SKU may hold only small letters, digits and hyphens',
  slugTaken: 'SKU {sku} is already used by another product',
  subcategoryUnknown: 'Subcategory is not in this category',
  changedMeanwhile: 'Someone else changed this product just now. Reload it and make your change again.',
  saved: 'Product saved',
  added: 'Product added',
  nothingChanged: 'Nothing was changed',
} as const;

/** A product's pack sizes (catalogue-packs.ts). */
export const CATALOGUE_PACK_MSG = {
  nameRequired: 'Every pack needs its name, as the shop shows it ("1 kg")',
  nameTwice: 'Pack {name} is in the list twice',
  notASize: 'Name the pack by its size in {unit} or its kind, as "500 g", "1 kg", "2 x 500 g" or "6 pcs"',
  tooMany: 'A product sells in at most {max} pack sizes',
  notThisProduct: "This pack is not one of this product's",
  saved: 'Pack sizes saved',
} as const;

/** A product's picture (product-picture.ts): what the upload is refused for, and its answer. */
export const CATALOGUE_PICTURE_MSG = {
  notPicture: 'That file is not a picture. Choose a JPEG, PNG or WebP photo.',
  tooLarge: 'The picture is too large, even resized. Choose a smaller or simpler photo.',
  tooSmall: 'The picture is too small: it must be at least 200 pixels wide.',
  sizesDiffer: "The picture's copies do not match their sizes. Choose the picture again.",
  off: 'Product pictures cannot be uploaded right now: this store has no picture storage.',
  noWebp: 'This browser cannot make WebP pictures. Upload from Chrome, Edge or Firefox.',
  saved: 'Picture saved. The shop shows it now.',
} as const;

/** The shop's own texts for these (srv.categoryNotFound, srv.productNotFound): one text, one key. */
export const CATALOGUE_NOT_FOUND = {
  category: 'Category not found',
  product: 'Product not found',
} as const;

export const CATALOGUE_CSV_MSG = {
  tooBig: 'The file is over 2 MB. Split it into smaller files.',
  notText: 'The file is not a CSV text file',
  columns: 'The first line must name the columns sku, price, mrp (and, if you change deals, deal_price): found {found}',
  noRows: 'The file has no rows under its column names',
  tooManyRows: 'A file may hold at most {max} rows',
  cells: 'This row has {n} cells; the first line names {expected}',
  duplicate: 'SKU {sku} is on row {first} already',
  unknownSku: 'No product has SKU {sku}',
  badAmount: '{field} is not an amount in rupees: {value}',
  refusedNothingApplied: 'Nothing was changed: {n} rows are refused. Correct them and try again.',
  checked: '{changes} products would change, {same} are unchanged, {refused} rows are refused',
  applied: '{n} products changed',
} as const;

/** Products by CSV (product-csv.ts): a file that adds products and changes any of their fields. */
export const PRODUCT_CSV_MSG = {
  columns: 'The first line must name sku and the columns to set, from: {known}. Found: {found}',
  badNumber: '{field} is not a number: {value}',
  badVeg: 'Veg mark must be veg, non-veg or none: {value}',
  unknownCategory: 'No category is named {value}',
  checked: '{added} products would be added and {changes} changed, {same} are unchanged, {refused} rows are refused',
  applied: '{added} products added and {changes} changed',
  changedMeanwhile: 'A product in the file was changed or added by someone else meanwhile. Check the file again.',
} as const;

/** The field names the messages use, each a catalogue text (catEdit.field.*). */
export const CATALOGUE_FIELD_LABELS = {
  name: 'Name',
  slug: 'SKU',
  brand: 'Brand',
  category_id: 'Category',
  subcategory_id: 'Subcategory',
  price: 'Price',
  mrp: 'MRP',
  deal_type: 'Deal type',
  deal_price: 'Deal price',
  deal_start: 'Deal start',
  deal_end: 'Deal end',
  deal_units: 'Deal units',
  points: 'Points price',
  pack_name: 'Pack name',
  deal_points: 'Deal points price',
  veg: 'Veg mark',
  net_quantity: 'Net quantity',
  net_unit: 'Net unit',
  country_of_origin: 'Country of origin',
  manufacturer: 'Manufacturer or packer',
  generic_name: 'Common name',
  gst_rate: 'GST rate',
  hsn_code: 'HSN code',
  photo: 'Picture',
} as const;

export type CatalogueField = keyof typeof CATALOGUE_FIELD_LABELS;
