import { createElement, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { findAppRoute, type RouteId } from '../../shared/routes';

/** A screen's code, loaded when its route is first visited (one chunk per screen). */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * The page of each route of the route table (src/shared/routes.ts) that has one. This is the one
 * place a screen is added: a route without an entry here is still known (a visitor on a
 * sign-in-required one is sent to sign-in), and every link to it shows as 'Coming soon' until
 * its page is added here.
 */
export const PAGES: { readonly [K in RouteId]?: LazyPage } = {
  home: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })),
  about: () => import('../features/about/about-page').then((m) => ({ Component: m.AboutPage })),
  contact: () =>
    import('../features/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
  reserve: () =>
    import('../features/reserve/reserve-page').then((m) => ({ Component: m.ReservePage })),
  privacy: () =>
    import('../features/legal/privacy-policy-page').then((m) => ({
      Component: m.PrivacyPolicyPage,
    })),
  terms: () => import('../features/legal/terms-page').then((m) => ({ Component: m.TermsPage })),
  refund: () =>
    import('../features/legal/return-policy-page').then((m) => ({
      Component: m.ReturnPolicyPage,
    })),
  shipping: () =>
    import('../features/legal/shipping-page').then((m) => ({ Component: m.ShippingPage })),
  disclaimer: () =>
    import('../features/legal/disclaimer-page').then((m) => ({ Component: m.DisclaimerPage })),
  androidStore: () =>
    import('../features/android/android-store-page').then((m) => ({
      Component: m.AndroidStorePage,
    })),
  marketplace: () =>
    import('../features/marketplace/marketplace-page').then((m) => ({
      Component: m.MarketplacePage,
    })),
  quickBuy: () =>
    import('../features/digital-gold/gold-buying-page').then((m) => ({
      Component: m.GoldBuyingPage,
    })),
  // a payment's status, or with insertId a daily plan's mandate (spec 4)
  statusCheck: () =>
    Promise.all([
      import('../features/digital-gold/status-check-page'),
      import('../features/plans/mandate-status'),
    ]).then(([payment, plan]) => ({
      Component: function StatusCheckRoute() {
        const [params] = useSearchParams();
        return createElement(
          params.get('insertId') ? plan.MandateStatusCheckPage : payment.StatusCheckPage,
        );
      },
    })),
  planDaily: () =>
    import('../features/plans/plan-steps').then((m) => ({ Component: m.DailyPlanPage })),
  planWeekly: () =>
    import('../features/plans/plan-steps').then((m) => ({ Component: m.WeeklyPlanPage })),
  planMonthly: () =>
    import('../features/plans/plan-steps').then((m) => ({ Component: m.MonthlyPlanPage })),
  verifyUpiDaily: () =>
    import('../features/plans/plan-steps').then((m) => ({ Component: m.DailyVerifyUpiPage })),
  verifyUpiWeekly: () =>
    import('../features/plans/plan-steps').then((m) => ({ Component: m.WeeklyVerifyUpiPage })),
  verifyUpiMonthly: () =>
    import('../features/plans/plan-steps').then((m) => ({ Component: m.MonthlyVerifyUpiPage })),
  submitAuthDaily: () =>
    import('../features/plans/plan-steps').then((m) => ({ Component: m.DailySubmitAuthPage })),
  submitAuthWeekly: () =>
    import('../features/plans/plan-steps').then((m) => ({ Component: m.WeeklySubmitAuthPage })),
  submitAuthMonthly: () =>
    import('../features/plans/plan-steps').then((m) => ({ Component: m.MonthlySubmitAuthPage })),
  store: () =>
    import('../features/store/pages/store-home-page').then((m) => ({
      Component: m.StoreHomePage,
    })),
  goldCoins: () =>
    import('../features/store/pages/gold-coins-page').then((m) => ({
      Component: m.GoldCoinsPage,
    })),
  goldNuggets: () =>
    import('../features/store/pages/gold-nuggets-page').then((m) => ({
      Component: m.GoldNuggetsPage,
    })),
  cart: () => import('../features/store/buy/cart-page').then((m) => ({ Component: m.CartPage })),
  checkout: () =>
    import('../features/store/buy/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
  directPayment: () =>
    import('../features/store/buy/direct-payment-page').then((m) => ({
      Component: m.DirectPaymentPage,
    })),
  order: () => import('../features/store/buy/order-page').then((m) => ({ Component: m.OrderPage })),
  signIn: () =>
    import('../features/auth/pages/sign-in-page').then((m) => ({ Component: m.SignInPage })),
  signUp: () =>
    import('../features/auth/pages/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
  forgotPassword: () =>
    import('../features/auth/pages/forgot-password-page').then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  resetPassword: () =>
    import('../features/auth/pages/reset-password-page').then((m) => ({
      Component: m.ResetPasswordPage,
    })),
  verifyEmail: () =>
    import('../features/auth/pages/verify-email-page').then((m) => ({
      Component: m.VerifyEmailPage,
    })),
  dashboard: () => import('./dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  profileEdit: () =>
    import('../features/account/pages/profile-edit-page').then((m) => ({
      Component: m.ProfileEditPage,
    })),
  currency: () =>
    import('../features/currency/currency-page').then((m) => ({ Component: m.CurrencyPage })),
  paymentHistory: () =>
    import('../features/history/payment-history-page').then((m) => ({
      Component: m.PaymentHistoryPage,
    })),
  invoice: () =>
    import('../features/invoice/invoice-page').then((m) => ({ Component: m.InvoicePage })),
  certificate: () =>
    import('../features/papers/certificate-page').then((m) => ({
      Component: m.CertificatePage,
    })),
  statement: () =>
    import('../features/papers/statement-page').then((m) => ({ Component: m.StatementPage })),
  referralStore: () =>
    import('../features/referral/referral-store-page').then((m) => ({
      Component: m.ReferralStorePage,
    })),
  goldSmith: () =>
    import('../features/referral/gold-smith-page').then((m) => ({ Component: m.GoldSmithPage })),
  jewelleryExchange: () =>
    import('../features/referral/jewellery-exchange-page').then((m) => ({
      Component: m.JewelleryExchangePage,
    })),
  referrals: () =>
    import('../features/referral/referrals-page').then((m) => ({ Component: m.ReferralsPage })),
  plan: () => import('../features/plans/plan-page').then((m) => ({ Component: m.PlanPage })),

  // the operator console (route flag `operator`: the layout shows the 404 page to anyone else,
  // before any of this code is fetched); its sections: src/web/features/admin/sections.ts
  adminToday: () =>
    import('../features/admin/pages/today-page').then((m) => ({ Component: m.TodayPage })),
  adminPrices: () =>
    import('../features/admin/pages/prices-page').then((m) => ({ Component: m.PricesPage })),
  adminPayments: () =>
    import('../features/admin/pages/payments-page').then((m) => ({ Component: m.PaymentsPage })),
  adminGst: () =>
    import('../features/admin/pages/gst-page').then((m) => ({ Component: m.GstPage })),
  adminAudit: () =>
    import('../features/admin/pages/audit-page').then((m) => ({ Component: m.AuditPage })),
  adminReserve: () =>
    import('../features/admin/pages/reserve-page').then((m) => ({
      Component: m.ReserveConsolePage,
    })),
  adminOrders: () =>
    import('../features/admin/pages/orders-page').then((m) => ({ Component: m.OrdersPage })),
  adminCatalogue: () =>
    import('../features/admin/pages/catalogue-page').then((m) => ({ Component: m.CataloguePage })),
  adminMessages: () =>
    import('../features/admin/pages/messages-page').then((m) => ({ Component: m.MessagesPage })),
  adminCustomers: () =>
    import('../features/admin/pages/customers-page').then((m) => ({ Component: m.CustomersPage })),
  adminPlans: () =>
    import('../features/admin/pages/plans-page').then((m) => ({ Component: m.PlansPage })),
};

/** Whether a link target (a path, maybe with a query or fragment) is a route with a page. */
export function hasPage(href: string): boolean {
  const route = findAppRoute(href);
  return route !== undefined && PAGES[route.id] !== undefined;
}
