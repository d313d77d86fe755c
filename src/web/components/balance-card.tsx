import { formatAnts, formatGrams } from '../../shared/money/format';
import { useMessages } from '../lib/i18n';
import { useBalances } from '../lib/queries/balances';
import { balanceCardMessages } from './balance-card-messages';

/**
 * The balance card (spec 2, 4): two tiles, Ant Points and Gold Nuggets (Gold Flakes); '0 Earned'
 * in a tile without data, also when the request failed (spec 8). Keyed by the signed-in user, so
 * it reloads when the user changes.
 */
export function BalanceCard({ className = '' }: { className?: string }) {
  const m = useMessages(balanceCardMessages);
  const { data, isPending, isSignedIn } = useBalances();
  const isLoading = isSignedIn && isPending;
  const tiles = [
    {
      key: 'ants',
      label: m.antPoints,
      hint: m.antsHint,
      value: data && data.antsCenti > 0 ? formatAnts(data.antsCenti) : null,
      unit: m.antsUnit,
      icon: <AntIcon />,
    },
    {
      key: 'gold',
      label: m.goldNuggets,
      hint: m.goldHint,
      value: data && data.goldE8 > 0 ? formatGrams(data.goldE8, 3) : null,
      unit: m.gramsUnit,
      icon: <NuggetIcon />,
    },
  ];
  return (
    <section
      aria-label={m.title}
      aria-busy={isLoading}
      className={`grid grid-cols-2 gap-3 md:gap-4 ${className}`}
      data-testid="balance-card"
    >
      {tiles.map((t) => (
        <div
          key={t.key}
          className="bg-ink text-gold-50 rounded-card shadow-card border-gold-500/30 flex flex-col gap-2 border p-4 md:p-5"
        >
          <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center">
            <span className="bg-gold-500/15 text-gold-300 inline-flex size-9 shrink-0 items-center justify-center rounded-full">
              {t.icon}
            </span>
            <h3 className="text-gold-100 text-sm leading-tight font-semibold md:text-base">
              {t.label}
            </h3>
          </div>
          {isLoading ? (
            <p className="bg-ink-soft h-8 w-24 animate-pulse rounded-md">
              <span className="sr-only">{m.loading}</span>
            </p>
          ) : (
            <p className="font-display text-gold-300 text-2xl font-bold tabular-nums md:text-3xl">
              {t.value === null ? (
                m.zeroEarned
              ) : (
                <>
                  {t.value}{' '}
                  <span className="text-gold-100/80 font-sans text-sm font-medium">{t.unit}</span>
                </>
              )}
            </p>
          )}
          <p className="text-gold-100/70 text-xs">{t.hint}</p>
        </div>
      ))}
    </section>
  );
}

function AntIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden
      focusable={false}
    >
      <circle cx="12" cy="6" r="2.5" />
      <ellipse cx="12" cy="11.5" rx="2.2" ry="2.6" />
      <ellipse cx="12" cy="18" rx="3" ry="3.6" />
      <path
        d="M9.5 10 5 8M14.5 10 19 8M9.5 13l-4.5 2M14.5 13l4.5 2M9.5 17 6 20M14.5 17l3.5 3M11 4 9 1.5M13 4l2-2.5"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

function NuggetIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden
      focusable={false}
    >
      <path d="M3 17.5 6.5 9h11L21 17.5z" />
      <path d="M7.5 9 9 5.5h6L16.5 9z" opacity=".7" />
    </svg>
  );
}
