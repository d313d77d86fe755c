/** The public pages the server renders for a visitor (src/web/prerender.tsx). */
export const RENDERED = [
  { path: '/', heading: 'Welcome to GoldSave' },
  { path: '/AndroidStore', heading: /GoldSave/ },
  { path: '/privacypolicy', heading: 'Privacy Policy' },
  { path: '/termsconditions', heading: 'Terms & Conditions' },
  { path: '/returnpolicy', heading: /Cancellation|Refund/ },
  { path: '/shippingdelivery', heading: /Shipping/ },
  { path: '/disclaimer', heading: 'Disclaimer' },
  { path: '/aboutus', heading: 'Gold saving, the honest way' },
  { path: '/MarketPlace', heading: 'Save in 24K gold' },
  { path: '/Store', heading: 'Gold Store' },
  { path: '/Store/GoldCoins', heading: 'Gold Coins' },
  { path: '/Store/GoldNuggets', heading: 'Gold Nuggets' },
];

/** The member's pages the server renders for the member signed in (src/web/prerender.tsx). */
export const MEMBER_RENDERED = ['/user/dashboard', '/MarketPlace/gold-buying'];
