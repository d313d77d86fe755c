import { describe, expect, it } from 'vitest';
import { APP_ROUTES, findAppRoute, paths, planPaths, signInRedirect, type RouteId } from './routes';

// spec 2: Screens and routes (public, then sign-in required), with the pages of the accounts flow
const PUBLIC = [
  '/',
  '/aboutus',
  '/contactus',
  '/privacypolicy',
  '/termsconditions',
  '/returnpolicy',
  '/shippingdelivery',
  '/disclaimer',
  '/signin',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/MarketPlace',
  '/Store',
  '/AndroidStore',
  // issue 15: the jewellery exchange information page
  '/Store/jewellery-exchange',
  // decisions.md: Reserve: the public proof of reserve
  '/reserve',
  // decision 007: the coin and nugget listings are browsed signed out; buying asks for sign-in
  '/Store/GoldCoins',
  '/Store/GoldNuggets',
];
const SIGN_IN_REQUIRED = [
  '/user/dashboard',
  '/user/paymenthistory',
  '/user/profileedit',
  '/invoice',
  '/user/currency',
  '/MarketPlace/gold-buying',
  '/MarketPlace/StatusCheck',
  '/MarketPlace/gold-buying-daily',
  '/MarketPlace/gold-buying-weekly',
  '/MarketPlace/gold-buying-monthly',
  ...['Daily', 'Weekly', 'Monthly'].flatMap((f) => [
    `/MarketPlace/${f}/verifyupi`,
    `/MarketPlace/${f}/submit-auth-req`,
  ]),
  '/Store/cart',
  '/Store/checkout',
  '/Store/checkout/DirectPayment',
  '/Store/referralstore',
  '/Store/goldsmelter',
  // issue 15: the referral programme and a coin order's tracking
  '/user/referrals',
  // any of the user's orders (store, referral store, Gold Smith) and its timeline
  '/user/order',
  // issue 25: a coin's holding certificate and the yearly statement (owner only)
  '/user/certificate',
  '/user/statement',
  // issue 24: one Autopay plan with its coming debits and the saver's controls (owner only)
  '/user/plan',
];
// issue 16: the operator console, 404 to anyone but an operator
const CONSOLE = [
  '/admin',
  '/admin/prices',
  '/admin/catalogue',
  '/admin/orders',
  '/admin/plans',
  '/admin/payments',
  '/admin/customers',
  '/admin/messages',
  '/admin/gst',
  '/admin/audit',
  '/admin/reserve',
];

/** Every link builder called with the arguments its page reads. */
const sampleHrefs: Record<RouteId, string> = Object.fromEntries(
  (Object.keys(paths) as RouteId[]).map((id) => {
    const build = paths[id].href as (q?: Record<string, string>) => string;
    return [id, build({ transactionId: 'MTID/1 a&b', next: '/user/currency?x=1', token: 't' })];
  }),
) as Record<RouteId, string>;

describe('the route table', () => {
  it('lists every route of spec 2 with its sign-in rule', () => {
    for (const path of PUBLIC) expect(findAppRoute(path)?.auth, path).toBeFalsy();
    for (const path of SIGN_IN_REQUIRED) expect(findAppRoute(path)?.auth, path).toBe(true);
    expect(APP_ROUTES.map((r) => r.path).sort()).toEqual(
      [...PUBLIC, ...SIGN_IN_REQUIRED, ...CONSOLE].sort(),
    );
  });

  it('marks the console routes, and only them, as operator routes', () => {
    for (const path of CONSOLE) expect(findAppRoute(path)?.operator, path).toBe(true);
    for (const path of [...PUBLIC, ...SIGN_IN_REQUIRED]) {
      expect(findAppRoute(path)?.operator, path).toBeFalsy();
    }
  });

  it('has one route per path', () => {
    const lower = APP_ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('resolves every link builder back to its own route', () => {
    for (const [id, href] of Object.entries(sampleHrefs)) {
      expect(findAppRoute(href)?.id, href).toBe(id);
    }
  });

  it('shows the bottom navigation only where spec 2 says', () => {
    const withNav = APP_ROUTES.filter((r) => r.bottomNav).map((r) => r.path);
    expect(withNav.sort()).toEqual(
      [
        '/Store',
        '/contactus',
        '/MarketPlace',
        '/',
        '/aboutus',
        '/user/dashboard',
        '/user/currency',
        '/signup',
        '/signin',
        '/forgot-password',
      ].sort(),
    );
    const widgets = APP_ROUTES.filter((r) => r.headerWidgets).map((r) => r.path);
    expect(widgets.sort()).toEqual(['/', '/Store', '/aboutus'].sort());
  });

  it('gives plan and UPI pages the Back/Home bar', () => {
    for (const f of Object.values(planPaths)) {
      for (const step of Object.values(f)) expect(step.backHomeBar, step.path).toBe(true);
    }
  });

  it('matches a path whatever its case, trailing slash, query or fragment', () => {
    expect(findAppRoute('/store/goldcoins/')?.id).toBe('goldCoins');
    expect(findAppRoute('/aboutus#faq')?.id).toBe('about');
    expect(findAppRoute('/invoice?transactionId=X')?.id).toBe('invoice');
    expect(findAppRoute('/no/such/page')).toBeUndefined();
    expect(findAppRoute('/Store/cart/extra')).toBeUndefined();
  });

  it('builds links with their query encoded and empty values left out', () => {
    expect(paths.invoice.href({ transactionId: 'MT 1/2&x' })).toBe(
      '/invoice?transactionId=MT+1%2F2%26x',
    );
    expect(paths.signIn.href()).toBe('/signin');
    expect(paths.signIn.href({ next: undefined })).toBe('/signin');
    expect(paths.directPayment.href({ totalPrice: '4368.55', orderlist: 'prd_1' })).toBe(
      '/Store/checkout/DirectPayment?totalPrice=4368.55&orderlist=prd_1',
    );
    expect(
      new URL(signInRedirect('/Store/cart?x=1&y=2'), 'http://h').searchParams.get('next'),
    ).toBe('/Store/cart?x=1&y=2');
  });
});
