import type { RouteId } from '../../shared/routes';
import { defineMessages } from '../lib/i18n';

/**
 * Each page's own <title> (issue 31: every page has its own), fetched after the first screen as
 * its own small chunk, so the first download does not carry it.
 */
export const pageTitles = defineMessages<Record<RouteId | 'notFound', string>>(
  {
    en: {
      home: '24K digital gold from ₹10',
      about: 'About us',
      contact: 'Contact us',
      privacy: 'Privacy Policy',
      terms: 'Terms & Conditions',
      refund: 'Cancellation & Refund',
      shipping: 'Shipping & Delivery',
      disclaimer: 'Disclaimer',
      marketplace: 'Market: buy digital gold',
      androidStore: 'Android app',
      store: 'Gold store',
      reserve: 'Gold reserve',
      signIn: 'Sign in',
      signUp: 'Sign up',
      forgotPassword: 'Forgot password',
      resetPassword: 'Set a new password',
      verifyEmail: 'Verify your email',
      dashboard: 'Your account',
      profileEdit: 'Edit profile',
      currency: 'How It Works? Your Ants and gold',
      paymentHistory: 'Payment history',
      invoice: 'Invoice',
      certificate: 'Holding certificate',
      statement: 'Yearly statement',
      quickBuy: 'Quick Buy',
      statusCheck: 'Payment status',
      planDaily: 'Save Gold Daily',
      planWeekly: 'Save Gold Weekly',
      planMonthly: 'Save Gold Monthly',
      verifyUpiDaily: 'Verify UPI ID: daily plan',
      verifyUpiWeekly: 'Verify UPI ID: weekly plan',
      verifyUpiMonthly: 'Verify UPI ID: monthly plan',
      submitAuthDaily: 'Initiate payment: daily plan',
      submitAuthWeekly: 'Initiate payment: weekly plan',
      submitAuthMonthly: 'Initiate payment: monthly plan',
      goldCoins: 'Gold Coins',
      goldNuggets: 'Gold Nuggets (store)',
      cart: 'Your Bag',
      checkout: 'Checkout',
      directPayment: 'Direct payment',
      order: 'Your order',
      referralStore: 'Referral Store',
      goldSmith: 'Gold Smith',
      jewelleryExchange: 'Jewellery Exchange',
      referrals: 'Your referrals',
      plan: 'Your gold plan',
      adminToday: 'Console: Today',
      adminPrices: 'Console: Prices',
      adminCatalogue: 'Console: Catalogue',
      adminOrders: 'Console: Orders',
      adminPlans: 'Console: Plans',
      adminPayments: 'Console: Payments',
      adminCustomers: 'Console: Customers',
      adminMessages: 'Console: Messages',
      adminGst: 'Console: GST',
      adminAudit: 'Console: Audit log',
      adminReserve: 'Console: Reserve',
      notFound: 'ERROR 404: page not found',
    },
  },
  { te: () => import('./page-titles.te'), hi: () => import('./page-titles.hi') },
);

/** The site's description for search results and shared links (index.html holds the English). */
export const siteMessages = defineMessages(
  {
    en: {
      description:
        'Buy and save 24K digital gold from ₹10, set up daily, weekly or monthly UPI Autopay, and shop gold coins and nuggets from a Hyderabad jeweller since 1999.',
    },
  },
  { te: () => import('./site-messages.te'), hi: () => import('./site-messages.hi') },
);

/**
 * The document title of a route (undefined: a path that does not exist), with the brand, from
 * the titles in the page's language (English by default).
 */
export const pageTitleOf = (
  id: RouteId | undefined,
  brand: string,
  titles: Record<RouteId | 'notFound', string> = pageTitles.en,
) => `${titles[id ?? 'notFound']} · ${brand}`;
