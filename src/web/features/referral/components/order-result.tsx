import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ApiError } from '../../../lib/api-client';
import { fmt, useMessages } from '../../../lib/i18n';
import { referralMessages } from '../messages';
import { paths } from '../../../../shared/routes';

/** spec 8: what a referral-store or Gold Smith order ends with. */
export function orderErrorText(m: (typeof referralMessages)['en'], err: unknown): string {
  if (err instanceof ApiError) {
    // the balance refusals have their own sentence (spec 5)
    if (err.code === 'INSUFFICIENT_ANTS' || err.code === 'INSUFFICIENT_GOLD') return err.message;
    if (err.code === 'NETWORK') return fmt(m.errorPlacingOrder, { message: err.message });
    return fmt(m.purchaseFailed, { message: err.message });
  }
  return fmt(m.errorPlacingOrder, { message: String(err) });
}

export function OrderSuccess({ orderId }: { orderId: string }) {
  const m = useMessages(referralMessages);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [orderId]);
  return (
    <div ref={ref}>
      <Alert tone="success" className="mt-5">
        <p className="font-semibold">{m.purchaseSuccessful}</p>
        <Link
          to={paths.order.href({ orderId: orderId })}
          className="mt-1 inline-block min-h-11 py-2 font-semibold underline"
        >
          {m.trackOrder}
        </Link>
      </Alert>
    </div>
  );
}
