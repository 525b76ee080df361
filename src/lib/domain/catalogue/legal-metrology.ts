/**
 * Legal Metrology (Packaged Commodities) Rules, rule 6: what every pack declares. One place for the
 * rule: the seed's own data is held to it (tests/unit/legal-metrology.test.ts) and so is every
 * product a manager adds or edits in the staff console (catalogue-edit.ts).
 */
import type { CatalogueField } from './catalogue-edit-messages';
import { said, type Said } from '../i18n/said';

export const NET_UNITS = ['g', 'kg', 'ml', 'l', 'pc'] as const;
export type NetUnit = (typeof NET_UNITS)[number];

/** A six-digit Indian PIN code (never starting with 0) inside an address. */
export const PIN_CODE = /\b[1-9]\d{5}\b/;
/** "Name, address…": a name of three or more characters, a comma, then the address. */
const NAME_THEN_ADDRESS = /^[^,]{3,}, .+/;
const IMPORTED = /^Imported/;

export interface PackDeclaration {
  net_quantity: number;
  net_unit: string;
  country_of_origin: string;
  manufacturer: string;
}

export interface FieldProblem {
  field: CatalogueField;
  /** said in the reader's language where the answer is made */
  message: Said;
}

/** Every declaration missing or malformed, in the order a form shows them ([] when all is right). */
export function packDeclarationProblems(p: PackDeclaration): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!(p.net_quantity > 0)) problems.push({ field: 'net_quantity', message: said('catEdit.netQuantityPositive') });
  if (!(NET_UNITS as readonly string[]).includes(p.net_unit)) problems.push({ field: 'net_unit', message: said('catEdit.netUnit') });
  const country = p.country_of_origin.trim();
  if (!country)
    problems.push({ field: 'country_of_origin', message: said('catEdit.required', { field: said('catEdit.field.country_of_origin') }) });
  const maker = p.manufacturer.trim();
  if (!maker) problems.push({ field: 'manufacturer', message: said('catEdit.required', { field: said('catEdit.field.manufacturer') }) });
  else if (!NAME_THEN_ADDRESS.test(maker) || !PIN_CODE.test(maker))
    problems.push({ field: 'manufacturer', message: said('catEdit.manufacturerAddress') });
  // an imported pack declares its importer, not the foreign maker (rule 6(1)(b))
  else if (country && country !== 'India' && !IMPORTED.test(maker))
    problems.push({ field: 'manufacturer', message: said('catEdit.importerNamed') });
  return problems;
}
