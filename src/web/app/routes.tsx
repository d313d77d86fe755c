import type { RouteObject } from 'react-router';

/**
 * Lazy routes, one chunk per screen. Every path here is also listed in src/shared/routes.ts (which
 * the server and the chrome read). The 404 page is the catch-all.
 */
export const appRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: 'aboutus',
    lazy: () => import('../features/about/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'contactus',
    lazy: () =>
      import('../features/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'privacypolicy',
    lazy: () =>
      import('../features/legal/privacy-policy-page').then((m) => ({
        Component: m.PrivacyPolicyPage,
      })),
  },
  {
    path: 'termsconditions',
    lazy: () => import('../features/legal/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'returnpolicy',
    lazy: () =>
      import('../features/legal/return-policy-page').then((m) => ({
        Component: m.ReturnPolicyPage,
      })),
  },
  {
    path: 'shippingdelivery',
    lazy: () =>
      import('../features/legal/shipping-page').then((m) => ({ Component: m.ShippingPage })),
  },
  {
    path: 'disclaimer',
    lazy: () =>
      import('../features/legal/disclaimer-page').then((m) => ({ Component: m.DisclaimerPage })),
  },
  {
    path: 'AndroidStore',
    lazy: () =>
      import('../features/android/android-store-page').then((m) => ({
        Component: m.AndroidStorePage,
      })),
  },
  {
    path: 'MarketPlace',
    lazy: () =>
      import('../features/marketplace/marketplace-page').then((m) => ({
        Component: m.MarketplacePage,
      })),
  },
  {
    path: 'MarketPlace/gold-buying',
    lazy: () =>
      import('../features/digital-gold/gold-buying-page').then((m) => ({
        Component: m.GoldBuyingPage,
      })),
  },
  {
    path: 'MarketPlace/StatusCheck',
    lazy: () =>
      import('../features/digital-gold/status-check-page').then((m) => ({
        Component: m.StatusCheckPage,
      })),
  },
  {
    path: 'Store',
    lazy: () =>
      import('../features/store/pages/store-home-page').then((m) => ({
        Component: m.StoreHomePage,
      })),
  },
  {
    path: 'Store/GoldCoins',
    lazy: () =>
      import('../features/store/pages/gold-coins-page').then((m) => ({
        Component: m.GoldCoinsPage,
      })),
  },
  {
    path: 'Store/GoldNuggets',
    lazy: () =>
      import('../features/store/pages/gold-nuggets-page').then((m) => ({
        Component: m.GoldNuggetsPage,
      })),
  },
  {
    path: 'Store/cart',
    lazy: () => import('../features/store/buy/cart-page').then((m) => ({ Component: m.CartPage })),
  },
  {
    path: 'Store/checkout',
    lazy: () =>
      import('../features/store/buy/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
  },
  {
    path: 'Store/checkout/DirectPayment',
    lazy: () =>
      import('../features/store/buy/direct-payment-page').then((m) => ({
        Component: m.DirectPaymentPage,
      })),
  },
  {
    path: 'user/order',
    lazy: () =>
      import('../features/store/buy/order-page').then((m) => ({ Component: m.OrderPage })),
  },
  {
    path: 'signin',
    lazy: () =>
      import('../features/auth/pages/sign-in-page').then((m) => ({ Component: m.SignInPage })),
  },
  {
    path: 'signup',
    lazy: () =>
      import('../features/auth/pages/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('../features/auth/pages/forgot-password-page').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    path: 'reset-password',
    lazy: () =>
      import('../features/auth/pages/reset-password-page').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: 'verify-email',
    lazy: () =>
      import('../features/auth/pages/verify-email-page').then((m) => ({
        Component: m.VerifyEmailPage,
      })),
  },
  {
    path: 'user/dashboard',
    lazy: () =>
      import('../features/account/pages/dashboard-page').then((m) => ({
        Component: m.DashboardPage,
      })),
  },
  {
    path: 'user/profileedit',
    lazy: () =>
      import('../features/account/pages/profile-edit-page').then((m) => ({
        Component: m.ProfileEditPage,
      })),
  },
  {
    path: 'user/currency',
    lazy: () =>
      import('../features/currency/currency-page').then((m) => ({ Component: m.CurrencyPage })),
  },
  {
    path: 'user/paymenthistory',
    lazy: () =>
      import('../features/history/payment-history-page').then((m) => ({
        Component: m.PaymentHistoryPage,
      })),
  },
  {
    path: 'invoice',
    lazy: () =>
      import('../features/invoice/invoice-page').then((m) => ({ Component: m.InvoicePage })),
  },
  {
    path: '*',
    lazy: () =>
      import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  },
];
