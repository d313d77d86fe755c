import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import {
  BoltIcon,
  CalendarIcon,
  CheckIcon,
  GiftIcon,
  HammerIcon,
  ReceiptIcon,
  ShopIcon,
} from '../../components/ui/feature-icons';
import { FeatureCards, type Feature } from '../../components/ui/feature-cards';
import { MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '../../components/ui/icons';
import { VaultIllustration } from '../../components/ui/illustrations';
import { formatRupees } from '../../../shared/money/format';
import { fmt, useMessages } from '../../lib/i18n';
import { island } from '../../lib/island';
import { configQueryOptions } from '../../lib/queries/config';
import { whatsappLink } from '../../lib/whatsapp';
import { aboutMessages } from './messages';
import { PAYMENT_PARTNERS, SAFETY_PARTNERS } from './partners';
import { PeopleJoined } from './people-joined';

// far below the first screen: their code is fetched when they come near (../../lib/island.tsx)
const HyderabadMap = island(() => import('./hyderabad-map').then((m) => m.HyderabadMap));
const PartnerCarousel = island(() => import('./partner-carousel').then((m) => m.PartnerCarousel));
const FaqList = island(() => import('../../components/ui/faq-list').then((m) => m.FaqList));
const TrustFacts = island(() =>
  import('../../components/ui/trust-facts').then((m) => m.TrustFacts),
);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');

/** `/aboutus` (spec 2): founder, mission, features, partners, map, founder contact, PeopleJoined, FAQ. */
export function AboutPage() {
  const m = useMessages(aboutMessages);
  const config = useSuspenseQuery(configQueryOptions()).data;
  const { operator, brand, limits, timings } = config;
  const min = formatRupees(limits.quickBuyMinPaise, { symbol: '', decimals: 0 });
  const years = new Date().getFullYear() - operator.since;
  const { hash } = useLocation();
  // the footer's FAQs link (/aboutus#faq) may arrive before this page has rendered
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const features: Feature[] = [
    { title: fmt(m.f1Title, { min }), text: m.f1Text, Icon: BoltIcon },
    { title: m.f2Title, text: m.f2Text, Icon: CalendarIcon },
    { title: m.f3Title, text: m.f3Text, Icon: ShopIcon },
    { title: m.f4Title, text: m.f4Text, Icon: HammerIcon },
    { title: m.f5Title, text: m.f5Text, Icon: GiftIcon },
    { title: m.f6Title, text: m.f6Text, Icon: ReceiptIcon },
  ];
  const values = [
    { title: m.value1Title, text: m.value1Text },
    { title: m.value2Title, text: m.value2Text },
    { title: m.value3Title, text: m.value3Text },
  ];
  // (the same object while the config is: a carousel waiting for its code keeps its props)
  const carouselTimings = useMemo(
    () => ({
      intervalMs: timings.logoCarouselIntervalMs,
      speedMs: timings.logoCarouselSpeedMs,
      slidesMobile: timings.logoCarouselSlidesMobile,
      slidesDesktop: timings.logoCarouselSlidesDesktop,
    }),
    [timings],
  );
  // (the same list while its texts are: the questions waiting for their code keep their props)
  const faq = useMemo(
    () => [
      {
        q: fmt(m.faq1Q, { brand }),
        a: fmt(m.faq1A, {
          brand,
          name: operator.name,
          since: operator.since,
          gstin: operator.gstin,
        }),
      },
      { q: m.faq2Q, a: m.faq2A },
      { q: m.faq3Q, a: m.faq3A },
      {
        q: m.faq4Q,
        a: fmt(m.faq4A, {
          freeAbove: formatRupees(limits.freeShippingAbovePaise, { symbol: '', decimals: 0 }),
          min: limits.deliveryDaysMin,
          max: limits.deliveryDaysMax,
        }),
      },
      { q: m.faq5Q, a: m.faq5A },
      { q: m.faqReserveQ, a: m.faqReserveA },
      { q: m.faqAutopayQ, a: m.faqAutopayA },
      { q: m.faq6Q, a: fmt(m.faq6A, { email: operator.supportEmail, phone: operator.phone }) },
    ],
    [m, brand, operator, limits],
  );

  return (
    <>
      <section className="bg-ink">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:grid-cols-[1.5fr_1fr] md:px-8 md:py-16">
          <div>
            <p className="text-gold-300 text-sm font-semibold tracking-wider uppercase">
              {m.eyebrow}
            </p>
            <h1 className="font-display text-gold-50 mt-3 text-4xl leading-tight font-bold md:text-5xl">
              {m.title}
            </h1>
            <p className="text-gold-50/85 mt-4 max-w-xl text-lg leading-relaxed">
              {fmt(m.lead, { brand, years, min })}
            </p>
          </div>
          <VaultIllustration className="mx-auto w-40 md:w-64" />
        </div>
      </section>

      <div className="page space-y-14 md:space-y-20">
        <section
          aria-labelledby="founder-title"
          className="grid gap-8 md:grid-cols-[1fr_1.4fr] md:items-start"
        >
          <div className="card flex flex-col items-center p-6 text-center md:p-8">
            <span
              aria-hidden
              className="bg-ink text-gold-300 font-display ring-gold-500 inline-flex size-28 items-center justify-center rounded-full text-4xl font-bold ring-4 ring-offset-4"
            >
              {initials(operator.founder)}
            </span>
            <p className="mt-5 text-xl font-semibold">{operator.founder}</p>
            <p className="text-muted">{fmt(m.founderRole, { brand })}</p>
          </div>
          <div>
            <h2 id="founder-title" className="page-title">
              {m.founderTitle}
            </h2>
            <p className="mt-4 text-lg leading-relaxed">
              {fmt(m.founderIntro, { since: operator.since, brand })}
            </p>
            <p className="font-display text-gold-700 mt-4 text-xl italic">
              {fmt(m.founderSign, { founder: operator.founder })}
            </p>
          </div>
        </section>

        <section aria-labelledby="mission-title" className="bg-cream-deep rounded-3xl p-6 md:p-10">
          <h2 id="mission-title" className="page-title">
            {m.missionTitle}
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed">{m.missionText}</p>
          <h3 className="mt-8 text-lg font-semibold">{m.valuesTitle}</h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {values.map((v) => (
              <li key={v.title} className="flex gap-3">
                <CheckIcon className="text-success mt-0.5 size-6 shrink-0" />
                <p>
                  <strong className="block">{v.title}</strong>
                  <span className="text-muted">{v.text}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="features-title">
          <h2 id="features-title" className="page-title">
            {m.featuresTitle}
          </h2>
          <FeatureCards items={features} cardClassName="lg:flex-col lg:gap-3" />
        </section>

        <PeopleJoined brand={brand} refreshMs={timings.priceRefreshSeconds * 1000} />

        <section aria-labelledby="partners-title">
          <h2 id="partners-title" className="page-title">
            {m.partnersSectionTitle}
          </h2>
          <div className="mt-6 flex flex-col gap-8">
            <PartnerCarousel
              title={m.partnersTitle}
              lead={m.partnersLead}
              partners={SAFETY_PARTNERS}
              timings={carouselTimings}
            />
            <PartnerCarousel
              title={m.paymentsTitle}
              lead={m.paymentsLead}
              partners={PAYMENT_PARTNERS}
              timings={carouselTimings}
            />
          </div>
        </section>

        <section
          aria-labelledby="visit-title"
          className="grid gap-6 md:grid-cols-[1.4fr_1fr] md:items-start"
        >
          <div>
            <h2 id="visit-title" className="page-title">
              {m.visitTitle}
            </h2>
            <p className="text-muted mt-2">{m.visitLead}</p>
            <div className="mt-5">
              <HyderabadMap
                lat={operator.mapLat}
                lon={operator.mapLon}
                brand={brand}
                address={operator.address}
              />
            </div>
          </div>
          <aside
            aria-labelledby="founder-contact-title"
            className="bg-ink text-gold-50 rounded-3xl p-6 md:mt-16 md:p-8"
          >
            <h2 id="founder-contact-title" className="font-display text-gold-50 text-2xl font-bold">
              {m.contactTitle}
            </h2>
            <p className="text-gold-50/80 mt-2 leading-relaxed">
              {fmt(m.contactLead, { founder: operator.founder })}
            </p>
            <dl className="mt-6 space-y-4">
              <div className="relative pl-9">
                <dt className="text-gold-50/70 text-xs font-semibold tracking-wider uppercase">
                  <MailIcon className="text-gold-300 absolute top-0.5 left-0" />
                  {m.emailLabel}
                </dt>
                <dd>
                  <a
                    className="text-gold-100 break-all hover:underline"
                    href={`mailto:${operator.founderEmail}`}
                  >
                    {operator.founderEmail}
                  </a>
                </dd>
              </div>
              <div className="relative pl-9">
                <dt className="text-gold-50/70 text-xs font-semibold tracking-wider uppercase">
                  <PhoneIcon className="text-gold-300 absolute top-0.5 left-0" />
                  {m.phoneLabel}
                </dt>
                <dd>
                  <a
                    className="text-gold-100 hover:underline"
                    href={`tel:${operator.phone.replace(/\s/g, '')}`}
                  >
                    {operator.phone}
                  </a>
                </dd>
              </div>
              <div className="relative pl-9">
                <dt className="text-gold-50/70 text-xs font-semibold tracking-wider uppercase">
                  <MapPinIcon className="text-gold-300 absolute top-0.5 left-0" />
                  {m.addressLabel}
                </dt>
                <dd className="text-gold-100">{operator.address}</dd>
              </div>
            </dl>
            <div className="mt-6 flex flex-wrap gap-3">
              <a className="btn-primary" href={`mailto:${operator.founderEmail}`}>
                <MailIcon className="size-5" />
                {fmt(m.founderEmail, {
                  founder: operator.founder.split(/\s+/)[0] ?? operator.founder,
                })}
              </a>
              <a
                className="btn text-gold-100 hover:bg-ink-soft border border-gold-300/40"
                href={whatsappLink(operator.whatsapp, m.whatsappPrefill)}
                target="_blank"
                rel="noreferrer"
              >
                <WhatsAppIcon className="size-5" />
                {m.whatsapp}
              </a>
            </div>
          </aside>
        </section>

        <section id="faq" aria-labelledby="faq-title" className="mx-auto max-w-3xl">
          <h2 id="faq-title" className="page-title text-center">
            {m.faqTitle}
          </h2>
          <FaqList className="mt-6" items={faq} />
          <TrustFacts autopay className="mt-4" />
        </section>
      </div>
    </>
  );
}
