/**
 * The route table: every route of the single-page app (spec section 2), with its typed link
 * builder and the rules the chrome applies to it. It is the only list of paths:
 * - the web router mounts the routes that have a page (src/web/app/pages.ts), and a link to a
 *   route without one is drawn as a disabled 'Coming soon' control (src/web/components/ui/page-link.tsx);
 * - the chrome reads the flags (bottom navigation, header widgets, Back/Home bar), and the guard
 *   sends a visitor on a sign-in-required route to /signin?next=...;
 * - the server answers these paths with the app's index (status 200), redirects a visitor without
 *   a session to sign-in for an `auth` route, and answers any other path outside /api and /sandbox
 *   with status 404 and the app's 404 page (src/server/http/spa.ts);
 * - every link, redirect and mailed URL is built with `paths.<id>.href(...)`, never a literal.
 *
 * Adding a screen: a route here (if spec 2 does not already list it) and its lazy page in
 * src/web/app/pages.ts. See docs/development.md.
 */

/** The rules the chrome applies to a route (spec 2: Shared chrome). */
export type RouteFlags = {
  /** sign-in required; otherwise a visitor is sent to /signin?next=<this path> */
  auth?: boolean;
  /** the bottom navigation bar shows on this route */
  bottomNav?: boolean;
  /** the header's extra widgets (live price badge, account widget) show on this route */
  headerWidgets?: boolean;
  /** the page has the fixed Back/Home bar at the bottom (the footer keeps clear of it) */
  backHomeBar?: boolean;
  /**
   * the operator console: anyone but an operator (signed out, customer, suspended) gets the 404
   * page, from the server (status 404) and from the app, exactly as for a path that does not exist
   */
  operator?: boolean;
};

/** A query string value; `undefined` leaves the parameter out. */
type QueryValue = string | number | undefined;
type Query = Record<string, QueryValue>;

/** `path` with the given query parameters (URL-encoded, undefined ones left out). */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A route whose link is its path. */
function page<const P extends string>(path: P, flags: RouteFlags = {}) {
  return { path, ...flags, href: (): P => path };
}

/** A route whose link carries query parameters of type Q (a page that reads them). */
function pageWithQuery<Q extends Query>(path: string, flags: RouteFlags = {}) {
  return { path, ...flags, href: (query?: Q) => withQuery(path, query) };
}

/** The return path a sign-in or sign-up form goes back to. */
type NextQuery = { next?: string };
/** Spec 2: the query of step 2 of a subscription. */
type VerifyUpiQuery = {
  insert_id?: string;
  subscriptionId?: string;
  phonenumber?: string;
  emailaddress?: string;
  amount?: string | number;
};
/** Spec 2: the query of step 3 of a subscription. */
type SubmitAuthQuery = {
  insert_id?: string;
  amount?: string | number;
  upi?: string;
  subscriptionId?: string;
};

const PLAN = { auth: true, backHomeBar: true } as const;
/** The operator console's routes (decisions.md: the role admin opens the operator console). */
const CONSOLE = { operator: true } as const;

/** Filters of the console's order list (store, referral-store and Gold Smith orders). */
type ConsoleOrdersQuery = { state?: string; kind?: string; from?: string; to?: string };

export const paths = {
  // public
  home: page('/', { bottomNav: true, headerWidgets: true }),
  about: page('/aboutus', { bottomNav: true, headerWidgets: true }),
  contact: page('/contactus', { bottomNav: true }),
  // the public proof of reserve (decisions.md: Reserve; not in spec 2)
  reserve: page('/reserve'),
  privacy: page('/privacypolicy'),
  terms: page('/termsconditions'),
  refund: page('/returnpolicy'),
  shipping: page('/shippingdelivery'),
  disclaimer: page('/disclaimer'),
  marketplace: page('/MarketPlace', { bottomNav: true }),
  androidStore: page('/AndroidStore'),
  store: page('/Store', { bottomNav: true, headerWidgets: true }),
  signIn: pageWithQuery<NextQuery>('/signin', { bottomNav: true }),
  // ref: a referral code the form starts with (a friend's sign-up link)
  signUp: pageWithQuery<NextQuery & { ref?: string }>('/signup', { bottomNav: true }),
  forgotPassword: page('/forgot-password', { bottomNav: true }),
  resetPassword: pageWithQuery<{ token: string }>('/reset-password'),
  verifyEmail: pageWithQuery<{ token: string }>('/verify-email'),

  // sign-in required
  dashboard: page('/user/dashboard', { auth: true, bottomNav: true }),
  profileEdit: page('/user/profileedit', { auth: true }),
  currency: page('/user/currency', { auth: true, bottomNav: true }),
  paymentHistory: page('/user/paymenthistory', { auth: true, backHomeBar: true }),
  // the invoice shows only to its owner (decisions.md: Records)
  invoice: pageWithQuery<{ transactionId: string }>('/invoice', { auth: true }),
  // a coin made from saved gold: the purchases it came from and its long-term date (owner only)
  certificate: pageWithQuery<{ orderId: string }>('/user/certificate', {
    auth: true,
    backHomeBar: true,
  }),
  // the statement of a financial year ('2026-27'); without one, the latest year with records
  statement: pageWithQuery<{ year?: string }>('/user/statement', { auth: true, backHomeBar: true }),
  quickBuy: page('/MarketPlace/gold-buying', PLAN),
  // insertId: a plan's mandate approval (spec 4: daily plans go on to StatusCheck)
  statusCheck: pageWithQuery<{ transactionId: string; insertId?: string }>(
    '/MarketPlace/StatusCheck',
    PLAN,
  ),
  planDaily: page('/MarketPlace/gold-buying-daily', PLAN),
  planWeekly: page('/MarketPlace/gold-buying-weekly', PLAN),
  planMonthly: page('/MarketPlace/gold-buying-monthly', PLAN),
  verifyUpiDaily: pageWithQuery<VerifyUpiQuery>('/MarketPlace/Daily/verifyupi', PLAN),
  verifyUpiWeekly: pageWithQuery<VerifyUpiQuery>('/MarketPlace/Weekly/verifyupi', PLAN),
  verifyUpiMonthly: pageWithQuery<VerifyUpiQuery>('/MarketPlace/Monthly/verifyupi', PLAN),
  submitAuthDaily: pageWithQuery<SubmitAuthQuery>('/MarketPlace/Daily/submit-auth-req', PLAN),
  submitAuthWeekly: pageWithQuery<SubmitAuthQuery>('/MarketPlace/Weekly/submit-auth-req', PLAN),
  submitAuthMonthly: pageWithQuery<SubmitAuthQuery>('/MarketPlace/Monthly/submit-auth-req', PLAN),
  // browsed by visitors too (decision 007): the bag and Buy Now ask for sign-in
  goldCoins: page('/Store/GoldCoins'),
  goldNuggets: page('/Store/GoldNuggets'),
  cart: page('/Store/cart', { auth: true }),
  checkout: page('/Store/checkout', { auth: true }),
  // spec 2: totalPrice and orderlist (the nugget's product id); the page shows the server's price
  directPayment: pageWithQuery<{ totalPrice?: string; orderlist: string }>(
    '/Store/checkout/DirectPayment',
    { auth: true },
  ),
  // any of the user's orders (store, referral store, Gold Smith) with its timeline (owner only)
  order: pageWithQuery<{ orderId: string }>('/user/order', { auth: true, backHomeBar: true }),
  referralStore: page('/Store/referralstore', { auth: true, backHomeBar: true }),
  // coin: the coin to select (a goal reached: the dashboard card and its mail lead here)
  goldSmith: pageWithQuery<{ coin?: string }>('/Store/goldsmelter', {
    auth: true,
    backHomeBar: true,
  }),
  jewelleryExchange: page('/Store/jewellery-exchange'),
  referrals: page('/user/referrals', { auth: true, backHomeBar: true }),
  // one Autopay plan (owner only): its mandate, coming debits and the saver's controls (issue 24)
  plan: pageWithQuery<{ insertId: string }>('/user/plan', { auth: true, backHomeBar: true }),

  // the operator console (not in spec 2): 404 to anyone but an operator
  adminToday: page('/admin', CONSOLE),
  adminPrices: page('/admin/prices', CONSOLE),
  adminCatalogue: pageWithQuery<{ productId?: string }>('/admin/catalogue', CONSOLE),
  adminOrders: pageWithQuery<ConsoleOrdersQuery>('/admin/orders', CONSOLE),
  adminPlans: pageWithQuery<{ state?: string }>('/admin/plans', CONSOLE),
  adminPayments: pageWithQuery<{ state?: string; paymentId?: string }>('/admin/payments', CONSOLE),
  adminCustomers: pageWithQuery<{ q?: string; userId?: string }>('/admin/customers', CONSOLE),
  adminMessages: pageWithQuery<{ state?: string }>('/admin/messages', CONSOLE),
  adminGst: pageWithQuery<{ month?: string }>('/admin/gst', CONSOLE),
  adminAudit: pageWithQuery<{ targetType?: string; targetId?: string }>('/admin/audit', CONSOLE),
  adminReserve: page('/admin/reserve', CONSOLE),
} as const;

export type RouteId = keyof typeof paths;
export type AppRoute = RouteFlags & { id: RouteId; path: string };

/** Saving frequencies of the subscription routes (spec 2: Subscription steps). */
export type PlanFrequency = 'daily' | 'weekly' | 'monthly';

/** The three steps of a subscription of one frequency. */
export const planPaths = {
  daily: { plan: paths.planDaily, verifyUpi: paths.verifyUpiDaily, submit: paths.submitAuthDaily },
  weekly: {
    plan: paths.planWeekly,
    verifyUpi: paths.verifyUpiWeekly,
    submit: paths.submitAuthWeekly,
  },
  monthly: {
    plan: paths.planMonthly,
    verifyUpi: paths.verifyUpiMonthly,
    submit: paths.submitAuthMonthly,
  },
} as const satisfies Record<PlanFrequency, Record<string, { path: string }>>;

/** Every route of the table, with its id. */
export const APP_ROUTES: readonly AppRoute[] = (Object.keys(paths) as RouteId[]).map((id) => {
  const { href: _href, ...route } = paths[id];
  return { id, ...route };
});

const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
let index: Map<string, AppRoute> | undefined;

/**
 * The route for a URL path (case-insensitive like React Router's default, a trailing slash
 * ignored), or undefined. A query string or fragment is ignored.
 */
export function findAppRoute(pathOrHref: string): AppRoute | undefined {
  index ??= new Map(APP_ROUTES.map((r) => [norm(r.path), r]));
  return index.get(norm(pathOrHref.split(/[?#]/, 1)[0] ?? ''));
}

/** Where a visitor on a sign-in-required page is sent: sign-in, coming back here after. */
export const signInRedirect = (pathWithSearch: string) =>
  paths.signIn.href({ next: pathWithSearch });
