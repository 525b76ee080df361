/**
 * The grievance officer the site names (Consumer Protection (E-Commerce) Rules 2020, issue 32): on
 * the contact page and in the footer. Read from settings (grievance_officer_*, migration 0033); the
 * default below is the seed's, for pre-rendered pages and a database without the rows.
 */
export interface GrievanceOfficer {
  name: string;
  designation: string;
  phone: string;
  email: string;
}

export const GRIEVANCE_DEFAULT: GrievanceOfficer = {
  name: 'Meera Rao',
  designation: 'Grievance Officer',
  phone: '080 4567 8900',
  email: 'grievance@haatfresh.in',
};

/** The officer from setting rows (key → value); a missing or blank one keeps the default. */
export function grievanceFrom(settings: Record<string, string | undefined>): GrievanceOfficer {
  const pick = (k: keyof GrievanceOfficer) => settings[`grievance_officer_${k}`]?.trim() || GRIEVANCE_DEFAULT[k];
  return { name: pick('name'), designation: pick('designation'), phone: pick('phone'), email: pick('email') };
}
