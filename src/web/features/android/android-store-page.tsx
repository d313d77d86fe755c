import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatRupees } from '../../../shared/money/format';
import {
  BoltIcon,
  CalendarIcon,
  GiftIcon,
  ReceiptIcon,
  ShieldCheckIcon,
  ShopIcon,
} from '../../components/ui/feature-icons';
import { FeatureCards, type Feature } from '../../components/ui/feature-cards';
import { PhoneIllustration } from '../../components/ui/illustrations';
import { PlayStoreBadge } from '../../components/ui/play-badge';
import { fmt, useMessages } from '../../lib/i18n';
import { configQueryOptions } from '../../lib/queries/config';
import { androidMessages } from './messages';
import { paths } from '../../../shared/routes';

/** `/AndroidStore`: the Android app, what it offers and where to get it. */
export function AndroidStorePage() {
  const m = useMessages(androidMessages);
  const { brand, operator, limits } = useSuspenseQuery(configQueryOptions()).data;
  const min = formatRupees(limits.quickBuyMinPaise, { symbol: '', decimals: 0 });
  const features: Feature[] = [
    { title: m.f1Title, text: fmt(m.f1Text, { min }), Icon: BoltIcon },
    { title: m.f2Title, text: m.f2Text, Icon: CalendarIcon },
    { title: m.f3Title, text: m.f3Text, Icon: ShieldCheckIcon },
    { title: m.f4Title, text: m.f4Text, Icon: ShopIcon },
    { title: m.f5Title, text: m.f5Text, Icon: ReceiptIcon },
    { title: m.f6Title, text: m.f6Text, Icon: GiftIcon },
  ];
  const steps = [fmt(m.step1, { brand }), m.step2, fmt(m.step3, { min })];
  const badge = (
    <PlayStoreBadge href={operator.playStoreUrl} topLine={m.badgeTop} bottomLine={m.badgeBottom} />
  );

  return (
    <>
      <section className="bg-ink overflow-hidden">
        <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 pt-8 md:grid-cols-[1.3fr_1fr] md:px-8 md:pt-14">
          <div className="md:pb-14">
            <p className="text-gold-300 text-sm font-semibold tracking-wider uppercase">
              {m.eyebrow}
            </p>
            <h1 className="font-display text-gold-50 mt-2 text-4xl font-bold md:text-5xl">
              {fmt(m.title, { brand })}
            </h1>
            <p className="text-gold-50/85 mt-4 max-w-xl text-lg leading-relaxed">{m.lead}</p>
            <div className="mt-6">{badge}</div>
          </div>
          <PhoneIllustration className="mx-auto -mb-28 w-52 md:-mb-24 md:w-64" />
        </div>
      </section>

      <div className="page space-y-14">
        <section aria-labelledby="app-features">
          <h2 id="app-features" className="page-title">
            {m.featuresTitle}
          </h2>
          <FeatureCards items={features} />
        </section>

        <section aria-labelledby="app-steps" className="bg-cream-deep rounded-3xl p-6 md:p-10">
          <h2 id="app-steps" className="page-title">
            {m.stepsTitle}
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {steps.map((s, i) => (
              <li key={s} className="flex gap-4">
                <span className="bg-ink text-gold-300 font-display inline-flex size-10 shrink-0 items-center justify-center rounded-full text-lg font-bold">
                  {i + 1}
                </span>
                <p className="pt-1.5 leading-relaxed">{s}</p>
              </li>
            ))}
          </ol>
          <div className="mt-8">{badge}</div>
        </section>

        <section
          aria-labelledby="app-web"
          className="card flex flex-col items-start gap-4 p-6 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="app-web" className="text-xl font-semibold">
              {m.webTitle}
            </h2>
            <p className="text-muted mt-1">{m.webText}</p>
          </div>
          <Link to={paths.home.href()} className="btn-outline">
            {m.webLink}
          </Link>
        </section>
      </div>
    </>
  );
}
