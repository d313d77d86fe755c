/**
 * The store's facade: what routes and other modules call. Each use case lives in its own file:
 * bag and quote (prices), checkout (coins through the gateway), direct-payment and utr (nuggets
 * paid by UPI, checked by the operator), coin-order (coins paid with Ants or gold), settle (the
 * money of a paid order), gateway (payment callbacks), fulfilment and refunds (the operator's
 * moves), views and operator-views (what the buyer and the console read).
 */
export { priceLine } from './bag';
export { createQuote } from './quote';
export { placeOrder } from './checkout';
export { placeDirectOrder, resubmitUtr } from './direct-payment';
export { openCoinOrder, type CoinOrderItem } from './coin-order';
export { registerStore } from './gateway';
export { STORE_ORDER_PURPOSE } from './pricing';
export { findStoreDetails, getDeliveryNote, getOrderForUser } from './views';
export { storeInvoiceItems } from './invoice-items';
export { countStoreOrdersInState, listOrdersForOperator, utrClaimsOverdue } from './operator-views';
export { moveOrder } from './fulfilment';
export { rejectUtr, verifyUtr } from './utr';
export { undeliveredGoldMg } from './undelivered';
