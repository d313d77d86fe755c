/**
 * Every route of the single-page app (spec section 2), with the rules the chrome applies to it.
 * The server answers these paths with the app's index (status 200) and anything else outside
 * /api and /sandbox with status 404 and the app's 404 page. Later features add their routes here.
 */
export type AppRoute = {
  path: string;
  /** sign-in required; otherwise the guard redirects to /signin */
  auth?: boolean;
  /** the bottom navigation bar shows on this route (spec 2: Shared chrome) */
  bottomNav?: boolean;
  /** the header's extra widgets (live price badge, account widget) show on this route */
  headerWidgets?: boolean;
  /** the page has the fixed Back/Home bar at the bottom (the footer keeps clear of it) */
  backHomeBar?: boolean;
};

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', bottomNav: true, headerWidgets: true },
  { path: '/aboutus', bottomNav: true, headerWidgets: true },
  { path: '/contactus', bottomNav: true },
  { path: '/privacypolicy' },
  { path: '/termsconditions' },
  { path: '/returnpolicy' },
  { path: '/shippingdelivery' },
  { path: '/disclaimer' },
  { path: '/MarketPlace', bottomNav: true },
  { path: '/user/currency', auth: true, bottomNav: true },
  { path: '/AndroidStore' },
  { path: '/MarketPlace/gold-buying', auth: true, backHomeBar: true },
  { path: '/MarketPlace/StatusCheck', auth: true, backHomeBar: true },
  { path: '/user/paymenthistory', auth: true, backHomeBar: true },
  // the invoice shows only to its owner (decisions.md: Records)
  { path: '/invoice', auth: true },
  { path: '/signin', bottomNav: true },
  { path: '/signup', bottomNav: true },
  { path: '/forgot-password', bottomNav: true },
  { path: '/reset-password' },
  { path: '/verify-email' },
  { path: '/user/dashboard', auth: true, bottomNav: true },
  { path: '/user/profileedit', auth: true },
  { path: '/Store', bottomNav: true, headerWidgets: true },
  { path: '/Store/GoldCoins', auth: true },
  { path: '/Store/GoldNuggets', auth: true },
  { path: '/Store/cart', auth: true },
  { path: '/Store/checkout', auth: true },
  { path: '/Store/checkout/DirectPayment', auth: true },
  // a store order with its timeline (owner only): /user/order?orderId=...
  { path: '/user/order', auth: true, backHomeBar: true },
];

const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
const byPath = () => new Map(APP_ROUTES.map((r) => [norm(r.path), r]));
let index: Map<string, AppRoute> | undefined;

/** The route for a URL path (case-insensitive like React Router's default), or undefined. */
export function findAppRoute(pathname: string): AppRoute | undefined {
  index ??= byPath();
  return index.get(norm(pathname));
}
