import { useEffect, useId, useRef, useState } from 'react';
import type { ConversionCoin } from '../../../../shared/api/referrals';
import { fmt, useMessages } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/queries/config';
import { referralMessages } from '../messages';

/**
 * The confirmation before a coin order (issue: BUY NOW with a delivery address confirmation): the
 * coin, what it costs, and where it goes; the address can be changed for this order only.
 */
export function OrderConfirm({
  coin,
  pays,
  profileAddress,
  isBusy,
  onConfirm,
  onCancel,
  children,
}: {
  coin: ConversionCoin;
  pays: string;
  profileAddress: string;
  isBusy: boolean;
  onConfirm: (deliveryAddress: string | undefined) => void;
  onCancel: () => void;
  children?: React.ReactNode;
}) {
  const m = useMessages(referralMessages);
  const limits = usePublicConfig()?.limits;
  const [isEditing, setIsEditing] = useState(false);
  const [address, setAddress] = useState(profileAddress);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the coin tapped may be far below: bring the confirmation into view and to the reader
  useEffect(() => {
    headingRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, [coin.productId]);
  const trimmed = address.trim();
  const changed = isEditing && trimmed !== profileAddress.trim();
  return (
    <section
      aria-labelledby={titleId}
      className="card border-gold-500 mt-5 border-2 p-5"
      data-testid="order-confirm"
    >
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="font-display text-xl font-bold">
        {m.confirmTitle}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{m.confirmCoin}</dt>
        <dd className="font-semibold">{coin.title}</dd>
        <dt className="text-muted">{m.confirmPays}</dt>
        <dd className="font-semibold tabular-nums">{pays}</dd>
        {!isEditing && (
          <>
            <dt className="text-muted">{m.confirmDeliverTo}</dt>
            <dd className="break-words" data-testid="confirm-address">
              {profileAddress}
            </dd>
          </>
        )}
      </dl>
      {isEditing ? (
        <div className="mt-3">
          <label htmlFor={`${titleId}-address`} className="field-label">
            {m.confirmAddressLabel}
          </label>
          <textarea
            id={`${titleId}-address`}
            className="field-input min-h-24"
            maxLength={500}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
        </div>
      ) : (
        <button
          type="button"
          className="text-gold-700 mt-2 min-h-11 text-sm font-semibold underline"
          onClick={() => setIsEditing(true)}
        >
          {m.confirmChangeAddress}
        </button>
      )}
      {limits && (
        <p className="text-muted mt-2 text-xs leading-relaxed">
          {fmt(m.confirmAddressHint, { min: limits.deliveryDaysMin, max: limits.deliveryDaysMax })}
        </p>
      )}
      <p className="mt-2 text-sm font-medium">{m.noMoneyCharged}</p>
      {children}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-primary flex-1"
          disabled={isBusy || trimmed === ''}
          onClick={() => onConfirm(changed ? trimmed : undefined)}
        >
          {isBusy ? m.placing : m.confirm}
        </button>
        <button type="button" className="btn-outline flex-1" onClick={onCancel} disabled={isBusy}>
          {m.cancel}
        </button>
      </div>
    </section>
  );
}
