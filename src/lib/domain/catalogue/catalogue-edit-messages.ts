/**
 * The staff console's catalogue words the code says in English itself: a picture's refusals, which
 * the browser says before anything reaches the API (picture-resize.ts, ProductPicture.tsx), and the
 * field names the editor and a product's history show. Every other catalogue console text (catEdit.*,
 * catCsv.*, catPack.*, catProdCsv.*) is only a key said through the catalogue, messages/*.json.
 * tests/unit/english-in-code.test.ts holds these to messages/en.json (catPic.*, catEdit.field.*).
 */
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
