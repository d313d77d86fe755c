import { Link } from 'react-router';
import { formatGramsFromMg, formatPercentFromBp } from '../../../shared/money/format';
import { BalanceCard } from '../../components/balance-card';
import { ChevronDownIcon } from '../../components/ui/icons';
import { PageLink } from '../../components/ui/page-link';
import { fmt, useMessages } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/queries/config';
import { currencyMessages } from './messages';
import { paths } from '../../../shared/routes';

/** /user/currency: both balances and how Ants, gold, the vault and coins work (spec 2). */
export function CurrencyPage() {
  const m = useMessages(currencyMessages);
  const config = usePublicConfig();
  const limits = config?.limits;
  const faqs = limits
    ? [
        { q: m.qAnts, a: [m.aAnts] },
        {
          q: m.qEarn,
          a: [
            fmt(m.aEarn, { referralPercent: formatPercentFromBp(limits.digitalGoldReferralBp) }),
            fmt(m.aCashback, { cashbackPercent: formatPercentFromBp(limits.nuggetCashbackBp) }),
          ],
        },
        { q: m.qSpend, a: [m.aSpend] },
        { q: m.qGold, a: [m.aGold] },
        { q: m.qPrice, a: [m.aPrice] },
        {
          q: m.qVault,
          a: [fmt(m.aVault, { limit: formatGramsFromMg(limits.vaultLimitMg) })],
        },
        {
          q: m.qCoin,
          a: [
            fmt(m.aCoin, {
              target: formatGramsFromMg(limits.coinDeliveryTargetMg),
            }),
          ],
        },
      ]
    : [];

  return (
    <div className="page max-w-3xl">
      <h1 className="page-title">{m.title}</h1>
      <p className="text-muted mt-2">{m.intro}</p>

      <BalanceCard className="mt-6" />

      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={paths.marketplace.href()} className="btn-primary">
          {m.buyGold}
        </Link>
        <PageLink to={paths.referralStore.href()} className="btn-outline">
          {m.referralStore}
        </PageLink>
        <PageLink to={paths.goldSmith.href()} className="btn-outline">
          {m.goldSmith}
        </PageLink>
      </div>

      <section aria-labelledby="currency-faq" className="mt-10">
        <h2 id="currency-faq" className="font-display text-xl font-bold md:text-2xl">
          {m.faqTitle}
        </h2>
        <div className="card divide-ink/10 mt-4 divide-y">
          {faqs.map((f) => (
            <details key={f.q} className="group">
              <summary className="hover:bg-cream-deep/60 flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                {f.q}
                <ChevronDownIcon className="text-gold-700 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <div className="text-ink/85 space-y-2 px-4 pb-4 text-sm leading-relaxed md:text-base">
                {f.a.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
