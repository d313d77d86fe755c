import { useSearchParams } from 'react-router';
import { ApiError } from '../lib/api-client';
import { useStoreOrder } from '../features/store/buy-api';
import { OrderPage as StoreOrderPage } from '../features/store/buy/order-page';
import { CoinOrderPage } from '../features/referral/coin-order-page';

/**
 * /user/order?orderId=…: any of the user's orders on one page. A store order (bag or direct
 * payment) shows its store timeline; a referral-store or Gold Smith order its delivery tracking.
 */
export function OrderPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const q = useStoreOrder(orderId);
  if (q.isPending && orderId) return null;
  if (q.error instanceof ApiError && q.error.status === 404) return <CoinOrderPage />;
  return <StoreOrderPage />;
}
