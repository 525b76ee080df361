import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CITY, SERVICEABLE_PINCODE } from '../../../scripts/seed/fixtures';
import { api } from './api';

/**
 * Saves a serviceable delivery address (Indiranagar) for the shopper signed in on `page`, through
 * the API: journeys that are about paying, not about the address form, start from one (the form
 * has its own journeys in checkout.e2e and a11y.e2e).
 */
export async function saveDeliveryAddress(page: Page, me: { phone: string; email: string }): Promise<void> {
  const address = await api(page).post('/api/addressAdd', {
    data: {
      firstname: 'Ravi',
      lastname: 'Gowda',
      mobile: me.phone,
      email: me.email,
      address: '12, 4th Cross, Indiranagar',
      city: CITY.id,
      pincode: SERVICEABLE_PINCODE.code,
    },
  });
  expect(((await address.json()) as { status: number }).status).toBe(1);
}
