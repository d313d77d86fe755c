import type { ReactNode } from 'react';
import type { ConversionCoin } from '../../../../shared/api/referrals';

/** One coin of the referral store or the Gold Smith: picture, title, weight, price and action. */
export function CoinCard({
  coin,
  price,
  note,
  action,
}: {
  coin: ConversionCoin;
  price: string;
  note?: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="card flex flex-row gap-4 p-4 md:flex-col" data-testid="coin-card">
      <span className="bg-ink flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl md:h-36 md:w-full">
        {coin.imageUrl ? (
          <img
            src={coin.imageUrl}
            alt=""
            width={160}
            height={160}
            loading="lazy"
            decoding="async"
            className="size-24 object-contain md:size-36"
          />
        ) : null}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-display text-lg leading-tight font-bold">{coin.title}</h2>
        <p className="text-muted text-sm">{coin.purity}</p>
        <p className="font-display text-gold-800 text-xl font-bold tabular-nums">{price}</p>
        {note}
        <div className="mt-auto pt-2">{action}</div>
      </div>
    </li>
  );
}
