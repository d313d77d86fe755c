import { defineMessages } from '../../lib/i18n';

export const referralMessages = defineMessages(
  {
    en: {
      // referral store (spec 2, 8)
      storeTitle: 'Referral Store',
      storeIntro:
        'Turn the Ants you earned into a 24K gold coin, delivered to your door. 1 Ant = ₹1; a coin costs its price in rupees, rounded.',
      totalAnts: 'Total Ants',
      antsValue: '{ants} Ants',
      pricedAt: 'Priced at 24K {price}/gm',
      buyNow: 'BUY NOW',
      priceInAnts: '{ants} Ants',
      weight: '{grams} g',
      needMore: 'You need {ants} more Ants',
      earnMore: 'Earn Ants by inviting friends',
      noCoins: 'No coins are on sale right now. Please check again soon.',
      loadFailed: 'Error: {message}',
      loading: 'Loading…',
      // confirmation (both stores)
      confirmTitle: 'Confirm your order',
      confirmCoin: 'Coin',
      confirmPays: 'You pay',
      confirmDeliverTo: 'Deliver to',
      confirmAddressHint:
        'Coins are delivered in {min}-{max} days. The recipient must show one photo ID (Passport, PAN Card, Driver’s License, Voter’s ID or Aadhar Card).',
      confirmChangeAddress: 'Deliver somewhere else',
      confirmAddressLabel: 'Delivery address',
      confirm: 'Confirm order',
      placing: 'Placing order…',
      cancel: 'Cancel',
      noMoneyCharged: 'No money is charged for this order.',
      // results (spec 8)
      purchaseSuccessful: 'Purchase successful!',
      insufficientAnts: 'Insufficient ants for this purchase.',
      purchaseFailed: 'Purchase failed: {message}',
      errorPlacingOrder: 'Error placing order: {message}',
      trackOrder: 'Track your order',
      back: 'Back',
      home: 'Home',
      // referral programme
      referralsTitle: 'Your referrals',
      referralsIntro:
        'Share your code. When a friend who joined with it buys digital gold, you earn Ants, which you can turn into coins at the Referral Store.',
      joinedTitle: 'People who joined with your code',
      joinedEmpty: 'Nobody has joined with your code yet. Share it to get started.',
      joinedOn: 'Joined {date}',
      statementTitle: 'Ants earned and spent',
      statementEmpty: 'No Ants yet.',
      balance: 'Balance: {ants} Ants',
      causereferral_commission: 'Referral commission on a friend’s purchase',
      commissionFrom: 'Referral commission on {friend}’s purchase',
      causenugget_cashback: 'Cashback on a nugget purchase',
      causereferral_store_order: 'Coin bought at the Referral Store',
      causerefund: 'Refund',
      causeants_reversal: 'Taken back: the order that earned them was refunded',
      causeadjustment: 'Adjustment by our team',
      causeother: 'Other',
      viewOrder: 'View order',
      loadMore: 'Load more',
      goStore: 'Referral Store',
    },
  },
  { te: () => import('./messages.te'), hi: () => import('./messages.hi') },
);
