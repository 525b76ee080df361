/**
 * The door to catalogue names in the page's language (functions/api/services/catalogue/catalogue-names.ts):
 * pages pass what the catalogue services gave them through these before rendering.
 */
export {
  catalogueNames,
  categoriesIn,
  orderLinesIn,
  productPageIn,
  productsIn,
  subcategoriesIn,
  type CatalogueNames,
} from '../../functions/api/services/catalogue';
