import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ZPlaceOrder, type StoreQuote } from '../../../../shared/api/store';
import { formatRupees } from '../../../../shared/money/format';
import {
  isPinShaped,
  parseIndianAddress,
  stateOfPin,
} from '../../../../shared/rules/indian-address';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { readCart } from '../../../lib/cart';
import { paths } from '../../../../shared/routes';
import { fmt, useMessages } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/queries/config';
import { useSession } from '../../../lib/queries/session';
import { newKey, useCreateQuote, usePlaceOrder } from '../buy-api';
import { buyMessages } from '../buy-messages';
import { CountdownWarning } from './countdown-warning';
import { OrderSummary } from './order-summary';
import { useRedirectCountdown } from './use-redirect-countdown';
import { mmss } from '../../../lib/use-status-countdown';

type Form = {
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  city: string;
  pinCode: string;
  referralCode: string;
  pan: string;
};

/** The profile's one-line address split into street, city and PIN for the form (its state is the PIN's). */
function splitAddress(address: string) {
  const { street, city, pinCode } = parseIndianAddress(address);
  return { street, city, pinCode };
}

/**
 * /Store/checkout: the address form, the server's quote for the bag's line, a 120 s countdown back
 * to /Store and Place Order with the total. The order is made from the quote, the address and
 * nothing else; if the quote has expired, the new total is shown before paying.
 */
export function CheckoutPage() {
  const m = useMessages(buyMessages);
  const config = usePublicConfig();
  const { user } = useSession();
  const line = useMemo(() => readCart()[0], []);
  const createQuote = useCreateQuote();
  const place = usePlaceOrder();
  const [quote, setQuote] = useState<StoreQuote | null>(null);
  const [priceMoved, setPriceMoved] = useState(false);
  const [key, setKey] = useState(newKey);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [edits, setEdits] = useState<Partial<Form>>({});
  const asked = useRef(false);

  useEffect(() => {
    if (!line || asked.current) return;
    asked.current = true;
    createQuote.mutate(
      { productId: line.productId, quantity: line.quantity, mode: 'delivery' },
      { onSuccess: setQuote },
    );
  }, [line, createQuote]);

  // the profile's details, with the buyer's edits on top
  const form: Form | null = useMemo(
    () =>
      user
        ? {
            firstName: user.firstName,
            lastName: user.lastName,
            phone: user.phone,
            referralCode: '',
            pan: '',
            ...splitAddress(user.address),
            ...edits,
          }
        : null,
    [user, edits],
  );

  const isBusy = place.isPending || place.isSuccess;
  const { left, restart } = useRedirectCountdown(
    config?.timings.checkoutRedirectSeconds,
    paths.store.href(),
    isBusy,
  );
  /** Stay: the countdown starts again, at the current price (decisions.md: Payments) */
  const onStay = () => {
    restart();
    if (!quote) return;
    createQuote.mutate(
      { productId: quote.product.id, quantity: quote.totals.quantity, mode: 'delivery' },
      {
        onSuccess: (q) => {
          setQuote(q);
          setPriceMoved(q.totals.totalPaise !== quote.totals.totalPaise);
        },
      },
    );
  };

  if (!line)
    return (
      <section className="page max-w-xl">
        <h1 className="page-title">{m.checkoutTitle}</h1>
        <p className="card mt-4 p-5">{m.noItem}</p>
        <Link to={paths.goldCoins.href()} className="btn-primary mt-4 inline-flex">
          {m.cartBrowse}
        </Link>
      </section>
    );

  const pinState = form ? stateOfPin(form.pinCode) : null;
  // six digits that belong to no state: said at once, not only when the order is placed
  const isUnknownPin = Boolean(form && isPinShaped(form.pinCode) && !pinState);
  /** a field's value, edits and error, the same for every field of the form */
  const field = (k: keyof Form) => ({
    value: form?.[k] ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setEdits((f) => ({ ...f, [k]: e.target.value }));
      setErrors((er) => ({ ...er, [k]: undefined }));
    },
    error: errors[k],
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!form || !quote) return;
    const body = { ...form, quoteId: quote.id, idempotencyKey: key };
    const parsed = ZPlaceOrder.safeParse(body);
    const fieldErrors: Partial<Record<keyof Form, string>> = {};
    if (!parsed.success)
      for (const i of parsed.error.issues) {
        const k = i.path[0] as keyof Form;
        fieldErrors[k] ??= i.message;
      }
    if (form.pinCode && !fieldErrors.pinCode && !stateOfPin(form.pinCode))
      fieldErrors.pinCode = m.pinUnknown;
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      return;
    }
    place.mutate(body, {
      onSuccess: (res) => window.location.assign(res.payPageUrl),
      onError: (err) => {
        setKey(newKey());
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
        const isExpired = err instanceof ApiError && err.code === 'QUOTE_EXPIRED';
        // an expired price, or a payment that could not open (its order is closed): a fresh
        // quote for the next click; a new total is shown before the buyer pays
        if (isExpired || (err instanceof ApiError && err.code === 'PAYMENT_GATEWAY')) {
          createQuote.mutate(
            { productId: quote.product.id, quantity: quote.totals.quantity, mode: 'delivery' },
            {
              onSuccess: (q) => {
                setQuote(q);
                setPriceMoved(q.totals.totalPaise !== quote.totals.totalPaise);
                if (isExpired) place.reset();
              },
            },
          );
        }
      },
    });
  };

  const quoteError = createQuote.error instanceof ApiError ? createQuote.error.message : null;
  const placeError =
    place.error instanceof ApiError && place.error.code !== 'QUOTE_EXPIRED' && !place.error.fields
      ? place.error.message
      : null;
  const limit = config ? formatRupees(config.limits.panRequiredAbovePaise, { decimals: 0 }) : '';

  return (
    <section className="page max-w-5xl pb-10">
      {!isBusy && <CountdownWarning left={left} onStay={onStay} />}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="page-title">{m.checkoutTitle}</h1>
        <p className="text-muted text-sm" role="timer" aria-live="off">
          {fmt(m.countdown, { time: mmss(left) })}
        </p>
      </div>
      <form className="mt-5 grid gap-5 md:grid-cols-[1fr_22rem]" onSubmit={onSubmit} noValidate>
        <div className="card grid gap-4 p-5 sm:grid-cols-2">
          {form && (
            <>
              <TextField label={m.firstName} autoComplete="given-name" {...field('firstName')} />
              <TextField label={m.lastName} autoComplete="family-name" {...field('lastName')} />
              <TextField
                label={m.email}
                type="email"
                value={user?.email ?? ''}
                readOnly
                className="sm:col-span-2"
              />
              <TextField
                label={m.phone}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                {...field('phone')}
              />
              <TextField
                label={m.street}
                autoComplete="street-address"
                {...field('street')}
                className="sm:col-span-2"
              />
              <TextField label={m.city} autoComplete="address-level2" {...field('city')} />
              <TextField
                label={m.pinCode}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                {...field('pinCode')}
                error={errors.pinCode ?? (isUnknownPin ? m.pinUnknown : undefined)}
                hint={
                  pinState && config
                    ? fmt(m.pinState, {
                        state: pinState,
                        tax: pinState === config.operator.state ? m.taxIntra : m.taxInter,
                      })
                    : undefined
                }
              />
              <TextField
                label={m.referralCode}
                autoComplete="off"
                {...field('referralCode')}
                hint={m.referralHint}
                className="sm:col-span-2"
              />
              {quote?.totals.panRequired && (
                <TextField
                  label={m.pan}
                  autoComplete="off"
                  maxLength={10}
                  {...field('pan')}
                  hint={fmt(m.panHint, { limit })}
                  className="sm:col-span-2"
                />
              )}
            </>
          )}
          {config && (
            <p className="text-muted text-xs sm:col-span-2">
              {fmt(m.deliveryNote, {
                min: config.limits.deliveryDaysMin,
                max: config.limits.deliveryDaysMax,
              })}
            </p>
          )}
        </div>
        <aside className="card h-fit p-5">
          <h2 className="font-semibold">{m.summaryTitle}</h2>
          {quote ? (
            <OrderSummary
              quote={quote}
              gstBp={config?.limits.gstBp ?? 300}
              freeAbovePaise={config?.limits.freeShippingAbovePaise}
            />
          ) : (
            <p className="text-muted mt-2 text-sm">{quoteError ?? m.loading}</p>
          )}
          {priceMoved && quote && (
            <p
              role="alert"
              className="border-gold-500/40 bg-gold-50 mt-3 rounded-xl border p-3 text-sm"
            >
              {fmt(m.priceMoved, { total: formatRupees(quote.totals.totalPaise) })}
            </p>
          )}
          {placeError && (
            <p role="alert" className="text-danger mt-3 text-sm">
              {placeError}
            </p>
          )}
          <button
            type="submit"
            className="btn-primary mt-4 w-full text-base"
            disabled={!quote || !form || isBusy}
          >
            {isBusy
              ? m.placing
              : fmt(m.placeOrder, { total: quote ? formatRupees(quote.totals.totalPaise) : '' })}
          </button>
          <Link to={paths.cart.href()} className="btn-outline mt-2 w-full">
            {m.cartTitle}
          </Link>
        </aside>
      </form>
    </section>
  );
}
