/**
 * The three catalogues as data, for tests that list texts rather than say one. Pages, islands'
 * texts and the API say a text through t() (Paraglide's compiled functions): importing this from
 * src/ or functions/ would put all three files in the bundle.
 */
import EN from '../../../../messages/en.json';
import HI from '../../../../messages/hi.json';
import KN from '../../../../messages/kn.json';
import type { Catalogue } from './en';
import type { Lang } from './langs';

function catalogue({ $schema: _schema, ...texts }: Record<string, string>): Catalogue {
  return texts as Catalogue;
}

export const en: Catalogue = catalogue(EN);
export const kn: Catalogue = catalogue(KN);
export const hi: Catalogue = catalogue(HI);

export const CATALOGUES: Record<Lang, Catalogue> = { en, kn, hi };
