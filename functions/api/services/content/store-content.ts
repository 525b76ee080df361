/**
 * The store's own content and places as server-rendered pages read them (FAQs,
 * settings, shipping options, branches, pincodes). Plain reads with no rule of their own, so they are
 * passed through from db/ here: the pages' door (src/server) may call services, never db/.
 */
export { getSettings, listFaqs, listShippingOptions } from '../../db/content';
export { listBranches, listPincodes } from '../../db/locations';
