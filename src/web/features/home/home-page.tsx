import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Link } from 'react-router';
import { formatGramsFromMg } from '../../../shared/money/format';
import { FaqList } from '../../components/ui/faq-list';
import {
  CheckIcon,
  CoinsIcon,
  GiftIcon,
  QuoteIcon,
  ReceiptIcon,
  ShieldCheckIcon,
  DiamondIcon,
} from '../../components/ui/feature-icons';
import { GoldStackIllustration, PhoneIllustration } from '../../components/ui/illustrations';
import { PlayStoreBadge } from '../../components/ui/play-badge';
import { fmt, useMessages } from '../../lib/i18n';
import { configQueryOptions } from '../../lib/queries/config';
import { useSession } from '../../lib/queries/session';
import { wholeRupees } from './format';
import { homeMessages } from './messages';
import { paths } from '../../../shared/routes';

/**
 * A member's home: its own chunk, so that a visitor's first screen (server-rendered) does not
 * download it; a member's page preloads it (preloadAppChunks in vite.config.ts).
 */
const SignedInHome = lazy(() =>
  import('./signed-in-home').then((m) => ({ default: m.SignedInHome })),
);

/** `/`: the signed-in home for a member, the welcome page for a visitor (spec 2). */
export function HomePage() {
  const { user } = useSession();
  if (user) return <SignedInHome user={user} />;
  return <VisitorHome />;
}

function VisitorHome() {
  const m = useMessages(homeMessages);
  const config = useSuspenseQuery(configQueryOptions()).data;
  const min = wholeRupees(config.limits.quickBuyMinPaise);
  const bullets = [
    { title: m.saveTitle, text: fmt(m.saveText, { min }), Icon: CoinsIcon },
    { title: m.earnTitle, text: m.earnText, Icon: GiftIcon },
    { title: m.growTitle, text: m.growText, Icon: DiamondIcon },
  ];
  const trust = [
    m.trustPurity,
    m.trustName,
    fmt(m.trustSince, { since: config.operator.since }),
    m.trustInvoice,
  ];

  return (
    <>
      <section className="bg-ink relative overflow-hidden">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgb(212_167_44/0.22),transparent_55%)]"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-x-8 gap-y-6 px-4 pt-8 pb-10 md:grid-cols-[1.1fr_1fr] md:px-8 md:pt-16 md:pb-20">
          <div className="md:col-start-1 md:row-start-1">
            <p className="border-gold-500/40 text-gold-300 inline-flex rounded-full border px-3 py-1 text-xs font-semibold tracking-wider uppercase">
              {fmt(m.heroEyebrow, { min })}
            </p>
            <h1 className="font-display text-gold-50 mt-4 text-4xl leading-tight font-bold md:text-6xl">
              {fmt(m.welcome, { brand: config.brand })}
            </h1>
            <p className="text-gold-50/85 mt-4 max-w-xl text-base leading-relaxed md:text-lg">
              {m.heroLead}
            </p>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <Link to={paths.signUp.href()} className="btn-primary px-8 text-base">
                {m.startSaving}
              </Link>
              <Link
                to={paths.about.href()}
                className="btn text-gold-100 hover:bg-ink-soft border-gold-300/40 border"
              >
                {m.learnMore}
              </Link>
            </div>
          </div>
          <GoldStackIllustration className="mx-auto w-full max-w-[16rem] md:col-start-2 md:row-span-2 md:row-start-1 md:max-w-md" />
          <div className="md:col-start-1 md:row-start-2">
            <h2 className="text-gold-300 text-sm font-semibold tracking-wider uppercase">
              {m.bulletsTitle}
            </h2>
            <ul className="mt-3 space-y-3">
              {bullets.map(({ title, text, Icon }) => (
                <li key={title} className="flex gap-3">
                  <span className="bg-gold-500/15 text-gold-300 inline-flex size-10 shrink-0 items-center justify-center rounded-xl">
                    <Icon />
                  </span>
                  <p className="text-gold-50/85 leading-snug">
                    <strong className="text-gold-100 block font-semibold">{title}</strong>
                    {text}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="border-ink/10 border-b bg-white">
        <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-3 px-4 py-5 text-sm font-medium md:grid-cols-4 md:px-8">
          {trust.map((t) => (
            <li key={t} className="flex items-center gap-2">
              <CheckIcon className="text-success size-5 shrink-0" />
              {t}
            </li>
          ))}
        </ul>
      </section>

      <Comparison min={min} />
      <Testimonials />

      {/* (the last two sections are laid out from the start, not `below-fold`: rendered only once
          reached, their real height, far from the size hint on a phone, moved the footer under a
          finger about to tap its language switch; a section above the screen that grows or
          shrinks is made up for by the browser's scroll anchoring) */}
      <section className="page max-w-3xl">
        <h2 className="page-title text-center">{m.faqTitle}</h2>
        <FaqList
          className="mt-6"
          items={[
            { q: m.faq1Q, a: m.faq1A },
            { q: m.faq2Q, a: fmt(m.faq2A, { min }) },
            { q: m.faq3Q, a: m.faq3A },
            { q: m.faq4Q, a: m.faq4A },
            { q: m.faq5Q, a: m.faq5A },
            {
              q: m.faq6Q,
              a: fmt(m.faq6A, {
                limit: formatGramsFromMg(config.limits.vaultLimitMg, { short: true }),
              }),
            },
            { q: m.faq7Q, a: m.faq7A },
          ]}
        />
      </section>

      <section className="page pb-0">
        <div className="bg-ink relative grid items-center gap-6 overflow-hidden rounded-3xl px-6 pt-8 md:grid-cols-[1.4fr_1fr] md:px-12 md:pt-0">
          <div className="md:py-12">
            <h2 className="font-display text-gold-50 text-3xl font-bold">{m.appTitle}</h2>
            <p className="text-gold-50/85 mt-3 max-w-lg leading-relaxed">
              {fmt(m.appText, { brand: config.brand })}
            </p>
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <PlayStoreBadge
                href={config.operator.playStoreUrl}
                topLine={m.badgeTop}
                bottomLine={m.badgeBottom}
              />
              <Link
                to={paths.androidStore.href()}
                className="text-gold-300 font-semibold underline-offset-4 hover:underline"
              >
                {m.appMore}
              </Link>
            </div>
          </div>
          <PhoneIllustration className="mx-auto -mb-24 w-44 md:-mb-32 md:w-56 md:translate-y-6" />
        </div>
      </section>
    </>
  );
}

function Comparison({ min }: { min: string }) {
  const m = useMessages(homeMessages);
  const rows = [
    [m.rowStartLabel, m.rowStartPhysical, fmt(m.rowStartDigital, { min })],
    [m.rowPurityLabel, m.rowPurityPhysical, m.rowPurityDigital],
    [m.rowStorageLabel, m.rowStoragePhysical, m.rowStorageDigital],
    [m.rowHabitLabel, m.rowHabitPhysical, m.rowHabitDigital],
    [m.rowProofLabel, m.rowProofPhysical, m.rowProofDigital],
    [m.rowPhysicalLabel, m.rowPhysicalPhysical, m.rowPhysicalDigital],
  ] as const;
  return (
    <section className="page below-fold">
      <div className="mx-auto max-w-2xl text-center">
        <h2 className="page-title">{m.compareTitle}</h2>
        <p className="text-muted mt-3 text-lg">{m.compareLead}</p>
      </div>
      <div className="card mt-8 overflow-hidden">
        <table className="w-full border-collapse text-left text-sm md:text-base">
          <caption className="sr-only">{m.compareCaption}</caption>
          <thead>
            <tr className="bg-cream-deep grid grid-cols-2 md:table-row">
              <th scope="col" className="hidden px-5 py-4 font-semibold md:table-cell md:w-1/4">
                {m.compareAspect}
              </th>
              <th scope="col" className="px-4 py-4 font-semibold md:px-5">
                <span className="inline-flex items-center gap-2">
                  <ReceiptIcon className="text-muted size-5" />
                  {m.comparePhysical}
                </span>
              </th>
              <th scope="col" className="bg-ink text-gold-100 px-4 py-4 font-semibold md:px-5">
                <span className="inline-flex items-center gap-2">
                  <ShieldCheckIcon className="text-gold-300 size-5" />
                  {m.compareDigital}
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, physical, digital]) => (
              <tr key={label} className="border-ink/10 grid grid-cols-2 border-t md:table-row">
                <th
                  scope="row"
                  className="col-span-2 px-4 pt-4 pb-1 text-xs font-semibold tracking-wide uppercase md:table-cell md:px-5 md:py-4 md:text-base md:tracking-normal md:normal-case"
                >
                  {label}
                </th>
                <td className="text-muted px-4 pt-1 pb-4 md:px-5 md:py-4">{physical}</td>
                <td className="bg-gold-50 px-4 py-3 font-medium md:px-5 md:py-4">
                  <span className="flex gap-2">
                    <CheckIcon className="text-success mt-0.5 size-4 shrink-0" />
                    {digital}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Testimonials() {
  const m = useMessages(homeMessages);
  const items = [
    { name: m.t1Name, place: m.t1Place, quote: m.t1Quote },
    { name: m.t2Name, place: m.t2Place, quote: m.t2Quote },
    { name: m.t3Name, place: m.t3Place, quote: m.t3Quote },
  ];
  return (
    <section className="bg-cream-deep below-fold">
      <div className="page">
        <div className="text-center">
          <h2 className="page-title">{m.testimonialsTitle}</h2>
          <p className="text-muted mt-3 text-lg">{m.testimonialsLead}</p>
        </div>
        <ul
          tabIndex={0}
          aria-label={m.testimonialsTitle}
          className="-mx-4 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0"
        >
          {items.map((t) => (
            <li
              key={t.name}
              className="card flex w-[82%] shrink-0 snap-center flex-col p-6 md:w-auto"
            >
              <QuoteIcon className="text-gold-500 size-8" />
              <blockquote className="mt-3 flex-1 leading-relaxed">{t.quote}</blockquote>
              <p className="mt-5 flex items-center gap-3">
                <span
                  aria-hidden
                  className="bg-ink text-gold-300 inline-flex size-10 items-center justify-center rounded-full font-semibold"
                >
                  {t.name.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold">{t.name}</span>
                  <span className="text-muted text-sm">{t.place}</span>
                </span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
