/** Store settings, the city, the six Haat Fresh branches and the pincodes each one delivers to. */
import { CITY, MIN_ORDER_PAISE, SERVICEABLE_PINCODE } from '../fixtures';

export const STORE_HOURS = 'Mon,Sun 10 AM - 10 PM';
export const CONSUMER_CARE = '1800-425-0101 / care@haatfresh.in';
export const REGISTERED_OFFICE = 'No. 14, 2nd Floor, HAL 2nd Stage, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038';

export const SETTINGS: Record<string, string> = {
  reward: '1',
  online_payment: '1',
  min_order_amount: String(MIN_ORDER_PAISE),
  store_gstin: '29AAHCH1234F1Z5',
  store_legal_name: 'Haat Fresh Retail Pvt Ltd',
  store_state: 'Karnataka',
  store_state_code: '29',
  store_address: REGISTERED_OFFICE,
  consumer_care: CONSUMER_CARE,
};

/** Only Bengaluru has serviceable pincodes; the others appear in the address city list. */
export const CITIES = [
  { id: CITY.id, name: CITY.name },
  { id: 2, name: 'Mysuru' },
  { id: 3, name: 'Tumakuru' },
];

export const BRANCHES = [
  {
    id: 1,
    branch: 'Indiranagar',
    address: '812, 12th Main Road, HAL 2nd Stage, Indiranagar, Bengaluru 560038',
    phone: '080-4112-3401',
    pincode: '560038',
  },
  {
    id: 2,
    branch: 'Koramangala',
    address: '47, 80 Feet Road, 4th Block, Koramangala, Bengaluru 560034',
    phone: '080-4112-3402',
    pincode: '560034',
  },
  {
    id: 3,
    branch: 'Jayanagar',
    address: '221, 11th Main Road, 4th Block, Jayanagar, Bengaluru 560011',
    phone: '080-4112-3403',
    pincode: '560011',
  },
  {
    id: 4,
    branch: 'Whitefield',
    address: '18, ITPL Main Road, Brookefield, Whitefield, Bengaluru 560066',
    phone: '080-4112-3404',
    pincode: '560066',
  },
  {
    id: 5,
    branch: 'Malleshwaram',
    address: '96, Sampige Road, 8th Cross, Malleshwaram, Bengaluru 560003',
    phone: '080-4112-3405',
    pincode: '560003',
  },
  {
    id: 6,
    branch: 'HSR Layout',
    address: '1543, 27th Main Road, Sector 2, HSR Layout, Bengaluru 560102',
    phone: '080-4112-3406',
    pincode: '560102',
  },
].map((b) => ({ ...b, store_name: 'Haat Fresh', hours: STORE_HOURS, city_id: CITY.id, pickup: 1 }));

/** Each pincode is delivered from its nearest branch. */
export const PINCODES: { code: string; branch_id: number; area: string }[] = [
  { code: SERVICEABLE_PINCODE.code, branch_id: SERVICEABLE_PINCODE.branch_id, area: 'Indiranagar' },
  { code: '560008', branch_id: 1, area: 'Ulsoor' },
  { code: '560017', branch_id: 1, area: 'Vimanapura' },
  { code: '560075', branch_id: 1, area: 'New Thippasandra' },
  { code: '560093', branch_id: 1, area: 'CV Raman Nagar' },
  { code: '560034', branch_id: 2, area: 'Koramangala' },
  { code: '560095', branch_id: 2, area: 'Koramangala 6th Block' },
  { code: '560047', branch_id: 2, area: 'Viveknagar' },
  { code: '560030', branch_id: 2, area: 'Adugodi' },
  { code: '560011', branch_id: 3, area: 'Jayanagar' },
  { code: '560041', branch_id: 3, area: 'Jayanagar East' },
  { code: '560070', branch_id: 3, area: 'Banashankari' },
  { code: '560004', branch_id: 3, area: 'Basavanagudi' },
  { code: '560066', branch_id: 4, area: 'Whitefield' },
  { code: '560048', branch_id: 4, area: 'Mahadevapura' },
  { code: '560037', branch_id: 4, area: 'Marathahalli' },
  { code: '560067', branch_id: 4, area: 'Kadugodi' },
  { code: '560003', branch_id: 5, area: 'Malleshwaram' },
  { code: '560055', branch_id: 5, area: 'Malleshwaram West' },
  { code: '560020', branch_id: 5, area: 'Seshadripuram' },
  { code: '560010', branch_id: 5, area: 'Rajajinagar' },
  { code: '560102', branch_id: 6, area: 'HSR Layout' },
  { code: '560068', branch_id: 6, area: 'Bommanahalli' },
  { code: '560076', branch_id: 6, area: 'BTM Layout 2nd Stage' },
];
