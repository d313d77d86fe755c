import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PublicUser } from '../../../shared/api/auth';
import {
  ArrowRightIcon,
  BoltIcon,
  CalendarDayIcon,
  CalendarMonthIcon,
  CalendarWeekIcon,
  CoinsIcon,
  DiamondIcon,
  GiftIcon,
  HammerIcon,
  RingIcon,
  RupeeIcon,
  ShieldCheckIcon,
  ShopIcon,
  UsersIcon,
} from '../../components/ui/feature-icons';
import { FeatureCards, type Feature } from '../../components/ui/feature-cards';
import { CoinIcon } from '../../components/ui/illustrations';
import { PageLink } from '../../components/ui/page-link';
import { fmt, useMessages } from '../../lib/i18n';
import { configQueryOptions } from '../../lib/queries/config';
import { wholeRupees } from './format';
import { homeMessages } from './messages';
import { BalanceCard } from '../../components/balance-card';
import { paths } from '../../../shared/routes';

/** `/` for a signed-in member: greeting, promises, shortcuts and why choose us (spec 2). */
export function SignedInHome({ user }: { user: PublicUser }) {
  const m = useMessages(homeMessages);
  const config = useSuspenseQuery(configQueryOptions()).data;
  const min = wholeRupees(config.limits.quickBuyMinPaise);

  const stats = [
    { value: m.statSafetyValue, label: m.statSafetyLabel, Icon: ShieldCheckIcon },
    { value: m.stat24kValue, label: m.stat24kLabel, Icon: DiamondIcon },
    { value: m.statReferralValue, label: m.statReferralLabel, Icon: UsersIcon },
  ];
  const tiles: (Feature & { to: string })[] = [
    {
      to: paths.quickBuy.href(),
      title: m.tileQuickBuy,
      text: fmt(m.tileQuickBuyText, { min }),
      Icon: BoltIcon,
    },
    {
      to: paths.planDaily.href(),
      title: m.tileDaily,
      text: m.tileDailyText,
      Icon: CalendarDayIcon,
    },
    {
      to: paths.planWeekly.href(),
      title: m.tileWeekly,
      text: m.tileWeeklyText,
      Icon: CalendarWeekIcon,
    },
    {
      to: paths.planMonthly.href(),
      title: m.tileMonthly,
      text: m.tileMonthlyText,
      Icon: CalendarMonthIcon,
    },
    { to: paths.store.href(), title: m.tileStore, text: m.tileStoreText, Icon: ShopIcon },
    {
      to: paths.goldSmith.href(),
      title: m.tileGoldSmith,
      text: m.tileGoldSmithText,
      Icon: HammerIcon,
    },
    {
      to: paths.referralStore.href(),
      title: m.tileReferral,
      text: m.tileReferralText,
      Icon: GiftIcon,
    },
  ];
  // spec 2: Why choose us, the six items in this order
  const why: Feature[] = [
    { title: m.why1Title, text: m.why1Text, Icon: DiamondIcon },
    { title: m.why2Title, text: m.why2Text, Icon: UsersIcon },
    { title: m.why3Title, text: m.why3Text, Icon: CoinsIcon },
    { title: m.why4Title, text: m.why4Text, Icon: ShieldCheckIcon },
    { title: m.why5Title, text: m.why5Text, Icon: RingIcon },
    { title: m.why6Title, text: fmt(m.why6Text, { min }), Icon: RupeeIcon },
  ];

  return (
    <>
      <section className="bg-ink">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-8 md:px-8 md:pt-10 md:pb-12">
          <div className="flex items-center gap-4">
            <CoinIcon
              className="size-12 shrink-0 md:size-14"
              label={user.firstName.charAt(0).toUpperCase()}
            />
            <div>
              <h1 className="font-display text-gold-50 text-3xl font-bold md:text-4xl">
                {fmt(m.greeting, { name: user.firstName })}
              </h1>
              <p className="text-gold-50/80 mt-1">{m.greetingSub}</p>
            </div>
          </div>
          <BalanceCard className="mt-6" />
          <ul aria-label={m.statsLabel} className="mt-6 grid grid-cols-3 gap-2 md:gap-4">
            {stats.map(({ value, label, Icon }) => (
              <li
                key={label}
                className="border-gold-500/30 bg-ink-soft flex flex-col items-center rounded-2xl border px-2 py-4 text-center md:flex-row md:gap-4 md:px-5 md:text-left"
              >
                <Icon className="text-gold-300 size-7 shrink-0" />
                <p className="mt-2 md:mt-0">
                  <span className="text-gold-100 block text-lg leading-tight font-bold md:text-2xl">
                    {value}
                  </span>
                  <span className="text-gold-50/80 text-xs md:text-sm">{label}</span>
                </p>
              </li>
            ))}
          </ul>
          <Link
            to={paths.marketplace.href()}
            className="btn-primary mt-6 w-full text-base md:w-auto md:px-10"
          >
            {m.startInvesting}
            <ArrowRightIcon className="size-5" />
          </Link>
        </div>
      </section>

      <section className="page">
        <h2 className="font-display text-2xl font-bold md:text-3xl">{m.featuresTitle}</h2>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4">
          {tiles.map(({ to, title, text, Icon }) => (
            <li key={to}>
              <PageLink
                to={to}
                className="card group hover:border-gold-500 flex h-full flex-col gap-3 border border-transparent p-4 transition-colors md:p-5"
                soonClassName="card flex h-full flex-col items-start gap-3 border border-transparent p-4 md:p-5"
              >
                <span className="bg-gold-50 text-gold-700 group-hover:bg-gold-500 group-hover:text-ink inline-flex size-11 items-center justify-center rounded-xl transition-colors">
                  <Icon />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="text-muted mt-0.5 block text-sm leading-snug">{text}</span>
                </span>
              </PageLink>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-cream-deep" aria-labelledby="why-choose-us">
        <div className="page">
          <h2 id="why-choose-us" className="font-display text-2xl font-bold md:text-3xl">
            {m.whyTitle}
          </h2>
          <FeatureCards
            items={why}
            className="mt-5 grid gap-3 md:grid-cols-3 md:gap-4"
            iconClassName="bg-ink text-gold-300 rounded-full"
          />
        </div>
      </section>
    </>
  );
}
