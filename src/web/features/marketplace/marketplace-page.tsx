import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type SVGProps } from 'react';
import { useLocation } from 'react-router';
import { formatRupees } from '../../../shared/money/format';
import {
  ArrowRightIcon,
  BoltIcon,
  CalendarDayIcon,
  CalendarMonthIcon,
  CalendarWeekIcon,
} from '../../components/ui/feature-icons';
import { PageLink } from '../../components/ui/page-link';
import { fmt, useMessages } from '../../lib/i18n';
import { configQueryOptions } from '../../lib/queries/config';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { marketplaceMessages } from './messages';
import { PlanSlider } from './plan-slider';
import { PriceChart } from './price-chart';
import { paths } from '../../../shared/routes';

type Plan = {
  key: string;
  to: string;
  title: string;
  tag: string;
  text: string;
  /** amounts shown as chips: the plan's presets, or quick buy's limits */
  chips: readonly string[];
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  accent: string;
};

// asked only at the end of a plan's set-up (whose page has loaded it already): not part of the
// page's first screen
const GoalPrompt = lazy(() =>
  import('../../components/goal-prompt').then((m) => ({ default: m.GoalPrompt })),
);

const rupees = (paise: number) => formatRupees(paise, { decimals: paise % 100 ? 2 : 0 });

/** `/MarketPlace` (spec 2): Quick Buy, Daily Save, Plan Weekly and Plan Monthly, a slider under 768 px. */
export function MarketplacePage() {
  const m = useMessages(marketplaceMessages);
  const { limits, plans } = useSuspenseQuery(configQueryOptions()).data;
  // a weekly or monthly plan's set-up ends here (spec 4): the goal it saves towards is asked here
  const state: unknown = useLocation().state;
  // (not in the server's markup, nor in the first render that takes it over: a reload keeps the
  // state, which the server does not see)
  const afterPlanSetUp =
    useIsHydrated() &&
    typeof state === 'object' &&
    state !== null &&
    'goalPrompt' in state &&
    state.goalPrompt === true;
  const cards: Plan[] = [
    {
      key: 'quick',
      to: paths.quickBuy.href(),
      title: m.quickBuyTitle,
      tag: m.quickBuyTag,
      text: fmt(m.quickBuyText, {
        min: formatRupees(limits.quickBuyMinPaise, { decimals: 0 }),
        max: formatRupees(limits.quickBuyMaxPaise, { decimals: 0 }),
      }),
      chips: [
        fmt(m.minChip, { amount: formatRupees(limits.quickBuyMinPaise, { decimals: 0 }) }),
        fmt(m.maxChip, { amount: formatRupees(limits.quickBuyMaxPaise, { decimals: 0 }) }),
      ],
      Icon: BoltIcon,
      accent: 'from-[#f3d27a] to-[#d4a72c]',
    },
    {
      key: 'daily',
      to: paths.planDaily.href(),
      title: m.dailyTitle,
      tag: m.dailyTag,
      text: m.dailyText,
      chips: plans.dailyPaise.map((r) => rupees(r)),
      Icon: CalendarDayIcon,
      accent: 'from-[#f9edc4] to-[#e9c25a]',
    },
    {
      key: 'weekly',
      to: paths.planWeekly.href(),
      title: m.weeklyTitle,
      tag: m.weeklyTag,
      text: m.weeklyText,
      chips: plans.weeklyPaise.map((r) => rupees(r)),
      Icon: CalendarWeekIcon,
      accent: 'from-[#e9c25a] to-[#b18716]',
    },
    {
      key: 'monthly',
      to: paths.planMonthly.href(),
      title: m.monthlyTitle,
      tag: m.monthlyTag,
      text: m.monthlyText,
      chips: plans.monthlyPaise.map((r) => rupees(r)),
      Icon: CalendarMonthIcon,
      accent: 'from-[#d4a72c] to-[#8a6811]',
    },
  ];

  return (
    <>
      <section className="bg-ink">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-10 md:px-8 md:pt-12 md:pb-14">
          <p className="text-gold-300 text-sm font-semibold tracking-wider uppercase">
            {m.eyebrow}
          </p>
          <h1 className="font-display text-gold-50 mt-2 text-4xl font-bold md:text-5xl">
            {m.title}
          </h1>
          <p className="text-gold-50/85 mt-3 max-w-2xl text-lg">{m.lead}</p>
        </div>
      </section>
      <div className="page">
        {afterPlanSetUp && (
          <Suspense fallback={null}>
            <GoalPrompt className="mb-8" />
          </Suspense>
        )}
        <PlanSlider
          slides={cards.map((c) => ({
            key: c.key,
            title: c.title,
            content: <PlanCard plan={c} />,
          }))}
        />
        <p className="text-muted mt-6 text-center text-sm">{m.note}</p>
        <div className="mt-10">
          <PriceChart />
        </div>
      </div>
    </>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const m = useMessages(marketplaceMessages);
  const titleId = `plan-${plan.key}`;
  const { Icon } = plan;
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <div className={`relative bg-gradient-to-br ${plan.accent} px-5 pt-5 pb-12`}>
        <span className="bg-ink/85 text-gold-100 inline-flex rounded-full px-3 py-1 text-xs font-semibold">
          {plan.tag}
        </span>
        <span className="bg-ink text-gold-300 absolute right-5 -bottom-7 inline-flex size-14 items-center justify-center rounded-2xl shadow-lg">
          <Icon className="size-7" />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5 pt-4">
        <h2 id={titleId} className="font-display text-2xl font-bold">
          {plan.title}
        </h2>
        <p className="text-muted mt-2 leading-relaxed">{plan.text}</p>
        {plan.chips.length > 0 && (
          <ul aria-label={m.amountsLabel} className="mt-4 flex flex-wrap gap-1.5">
            {plan.chips.map((p) => (
              <li key={p} className="bg-cream-deep rounded-full px-2.5 py-1 text-xs font-semibold">
                {p}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-5">
          <PageLink to={plan.to} aria-describedby={titleId} className="btn-dark w-full">
            {m.saveNow}
            <ArrowRightIcon className="size-5" />
          </PageLink>
        </div>
      </div>
    </article>
  );
}
