import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY, SERVICEABLE_PINCODE, UNSERVICEABLE_PINCODE } from '../../scripts/seed/fixtures';
import { launch, MOBILE, openShopper, screenshot } from './support/browser';
import { loginThroughForm, toast, unexpectedErrors } from './support/login';
import { api } from './support/api';
import { ownCustomer } from './support/own-customer';
import { en } from '../support/en';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A number and a Gmail address no other run of this journey has used. */
function newCustomer() {
  const tail = String(Date.now()).slice(-8) + String(Math.floor(Math.random() * 10));
  return { phone: `7${tail}`, email: `shopper.${tail}@gmail.com`, password: 'haat@2026' };
}

/** The code the local SMS provider "sent" to this phone, read from the development outbox. */
async function otpFromOutbox(page: Page, phone: string): Promise<string> {
  const res = await api(page).get(`/api/dev/outbox?phone=${phone}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { response: { body: string }[] };
  const code = /^(\S{6}) is your Haat Fresh verification code/.exec(body.response[0]?.body ?? '')?.[1];
  expect(code, 'an OTP in the outbox').toBeTruthy();
  return code!;
}

async function enabled(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.and(page.locator(':enabled')).waitFor();
  return button;
}

describe('a new customer', () => {
  it('verifies a mobile, registers, logs in, adds and edits an address, logs out', async () => {
    const { page, errors, context } = await openShopper(browser);
    const me = newCustomer();

    // 1. mobile verification: a bad number is refused before anything is sent
    await page.goto('/mobile-verification');
    const mobile = page.getByLabel('Mobile Number', { exact: true });
    await mobile.fill('0123456789');
    await (await enabled(page, 'Send OTP')).click();
    await page.getByText(en('acct.msg.mobileInvalid')).waitFor();
    await mobile.fill(me.phone);
    await (await enabled(page, 'Send OTP')).click();
    await toast(page, en('otpSentRegister')).waitFor();

    const otp = page.getByLabel('OTP', { exact: true });
    await otp.waitFor();
    const code = await otpFromOutbox(page, me.phone);
    // the code reaches the phone only, never the page
    expect(await page.content()).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    await otp.fill(wrong);
    await (await enabled(page, 'Verify')).click();
    await toast(page, en('otpMismatchRegister')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/mobile-verification');

    await otp.fill(code);
    await Promise.all([page.waitForURL('**/register'), (await enabled(page, 'Verify')).click()]);
    await toast(page, en('otpVerifiedRegister')).waitFor();

    // 2. register: the verified number is fixed, email must be Gmail, consent is not pre-ticked
    const phoneBox = page.getByLabel('Mobile Number', { exact: true });
    // the form fills the verified number in once it has hydrated (the popup may show before that)
    await expect.poll(() => phoneBox.inputValue()).toBe(me.phone);
    expect(await phoneBox.getAttribute('readonly')).not.toBeNull();
    const consent = page.getByRole('checkbox', { name: /I agree to the Terms/ });
    expect(await consent.isChecked()).toBe(false);

    await page.getByLabel('Email', { exact: true }).fill(me.email.replace('@gmail.com', '@yahoo.com'));
    const branch = page.getByLabel('Branch', { exact: true });
    await branch.and(page.locator(':enabled')).waitFor();
    await branch.selectOption({ index: 1 });
    await page.getByLabel('Password', { exact: true }).fill(me.password);
    await (await enabled(page, 'Register')).click();
    await page.getByText(en('acct.msg.gmailOnly')).waitFor();
    await page.getByText(en('acct.msg.consentRequired')).waitFor();

    await page.getByLabel('Email', { exact: true }).fill(me.email);
    await consent.check();
    await screenshot(page, 'register-mobile-verified');
    await Promise.all([page.waitForURL('**/login'), (await enabled(page, 'Register')).click()]);
    await toast(page, en('registerSuccess')).waitFor();

    // 3. log in with the new account (a wrong password first)
    await page.getByLabel('Mobile number or email', { exact: true }).fill(me.phone);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await (await enabled(page, 'Login')).click();
    await toast(page, en('acct.msg.loginFailed')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await loginThroughForm(page, me);
    expect(new URL(page.url()).pathname).toBe('/');
    await toast(page, en('loginSuccess')).waitFor();

    // 4. add an address, with the SPEC §5 checks on the way
    await page.goto('/my-account/addresslist');
    await page.getByText('You have not saved any address yet.').waitFor();
    await Promise.all([page.waitForURL('**/my-account/editaddresslist/add'), page.getByRole('link', { name: 'Add New' }).click()]);
    await page.getByRole('heading', { name: 'Address Details' }).waitFor();
    await page.getByLabel('First Name', { exact: true }).fill('Meera');
    await page.getByLabel('Last Name', { exact: true }).fill('Iyer');
    const addrMobile = page.getByLabel('Mobile Number', { exact: true });
    await addrMobile.fill('98abc');
    await page.getByText(en('numericOnly')).waitFor();
    await addrMobile.fill(me.phone);
    await page.getByLabel('Email', { exact: true }).fill('meera.iyer@');
    await page.getByLabel('Address', { exact: true }).fill('12, 4th Cross, Indiranagar');
    await page.getByLabel('Landmark', { exact: true }).fill('Opposite the Ganesha temple');
    const city = page.getByLabel('City', { exact: true });
    await city.and(page.locator(':enabled')).waitFor();
    await city.locator('option', { hasText: CITY.name }).waitFor({ state: 'attached' });
    await city.selectOption({ label: CITY.name });
    const pincode = page.getByLabel('Pincode', { exact: true });
    await pincode.fill(UNSERVICEABLE_PINCODE);
    await page.getByText(en('acct.msg.pincodeNotServiceable')).first().waitFor();
    await (await enabled(page, 'Add Address')).click();
    await page.getByText(en('emailInvalid')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-account/editaddresslist/add');

    await page.getByLabel('Email', { exact: true }).fill(me.email);
    await pincode.fill(SERVICEABLE_PINCODE.code);
    await page.getByText(/We deliver here/).waitFor();
    await screenshot(page, 'address-add');
    await Promise.all([page.waitForURL('**/my-account/addresslist'), (await enabled(page, 'Add Address')).click()]);
    await toast(page, en('addressSaved')).waitFor();
    await page.getByText('Meera Iyer').waitFor();
    await page.getByText(/12, 4th Cross, Indiranagar/).waitFor();
    // the rider's landmark shows on the saved address, not only in the form
    await page.getByText('Landmark: Opposite the Ganesha temple').waitFor();

    // 5. edit it
    await Promise.all([
      page.waitForURL(/\/my-account\/editaddresslist\/\d+\/edit$/),
      page.getByRole('link', { name: 'Edit address of Meera Iyer' }).click(),
    ]);
    const addressBox = page.getByLabel('Address', { exact: true });
    await addressBox.and(page.locator(':not([readonly])')).waitFor();
    expect(await addressBox.inputValue()).toBe('12, 4th Cross, Indiranagar');
    await addressBox.fill('221, 100 Feet Road, Indiranagar');
    await Promise.all([page.waitForURL('**/my-account/addresslist'), (await enabled(page, 'Update Address')).click()]);
    await toast(page, en('addressSaved')).waitFor();
    await page.getByText(/221, 100 Feet Road, Indiranagar/).waitFor();
    expect(await page.getByText(/12, 4th Cross/).count()).toBe(0);

    // 6. log out from the account menu: the session ends on the server too
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    const logout = menu.getByRole('button', { name: 'Logout' });
    await logout.and(page.locator(':enabled')).waitFor();
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), logout.click()]);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).first().waitFor();
    await page.goto('/my-account/addresslist');
    expect(new URL(page.url()).pathname).toBe('/login');
    const res = await api(page).get('/api/addressList');
    expect(res.status()).toBe(401);

    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('a customer past the wrong-password limit (issue 14)', () => {
  it('is asked for an OTP instead of being locked out, and logs in with password + OTP', async () => {
    const { page, errors, context } = await openShopper(browser);
    const me = newCustomer();
    // registered through the API from the page, so the browser keeps the OTP proof cookie
    await page.goto('/login');
    const post = (path: string, data: unknown) =>
      page.evaluate(
        async ([p, d]) =>
          (await fetch(p as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(d) })).json(),
        [path, data] as const,
      ) as Promise<{ status: number }>;
    expect((await post('/api/checkMobile', { phone: me.phone })).status).toBe(1);
    expect((await post('/api/verifyOtp', { phone: me.phone, otp: await otpFromOutbox(page, me.phone) })).status).toBe(1);
    expect(
      (await post('/api/register', { phone: me.phone, email: me.email, password: me.password, branch: 1, consent_terms: true })).status,
    ).toBe(1);

    const name = page.getByLabel('Mobile number or email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    await name.and(page.locator(':not([readonly])')).waitFor();
    await name.fill(me.phone);
    for (let i = 0; i < 5; i++) {
      await password.fill(`wrong-${i}-password`);
      await (await enabled(page, 'Login')).click();
      await toast(page, en('acct.msg.loginFailed')).waitFor();
    }
    // the fifth failure already brings the OTP step; the right password alone is not enough now
    const send = page.getByRole('button', { name: 'Send OTP to my mobile' });
    await send.waitFor();
    await page.getByText(en('acct.msg.loginOtpRequired'), { exact: true }).first().waitFor();
    await screenshot(page, 'login-otp-step');
    await (await enabled(page, 'Send OTP to my mobile')).click();
    await toast(page, en('otpSentForgot')).waitFor();
    await page.getByLabel('OTP', { exact: true }).fill(await otpFromOutbox(page, me.phone));
    await password.fill(me.password);
    await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/login')), (await enabled(page, 'Login')).click()]);
    await toast(page, en('loginSuccess')).waitFor();

    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('a guest', () => {
  it('opening /my-account lands on /login and comes back after logging in', async () => {
    const { page, errors, context } = await openShopper(browser, MOBILE);
    await page.goto('/my-account');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('next')).toBe('/my-account');
    await page.getByLabel('Mobile number or email', { exact: true }).waitFor();
    await screenshot(page, 'login-mobile');
    await loginThroughForm(page, ownCustomer('accounts'));
    expect(new URL(page.url()).pathname).toBe('/my-account');
    await page.getByRole('heading', { name: `Hello, ${ownCustomer('accounts').first_name}`, level: 1, exact: false }).waitFor();

    // SPEC §2: /my-dashboard is the phone's dashboard; a wide screen is sent to /my-account
    await page.goto('/my-dashboard');
    await page.getByRole('list', { name: 'Shortcuts' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-dashboard');
    await page.setViewportSize({ width: 1280, height: 900 });
    await Promise.all([page.waitForURL((u) => u.pathname === '/my-account'), page.goto('/my-dashboard')]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
