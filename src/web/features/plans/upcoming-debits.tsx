import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan, UpcomingDebit, plansApi } from '../../../shared/api/plans';
import { formatDate, formatRupees } from '../../../shared/money/format';
import { nextDebitOf } from '../../../shared/rules/autopay-control';
import { Alert } from '../../components/ui/alert';
import { apiCall } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { fmt, useLocale } from '../../lib/i18n';
import { plansQueryKey } from './api';
import type { planMessages } from './messages';
import { PauseControl } from './plan-controls';

type M = (typeof planMessages)['en'];
const word = (m: M, key: string) => (m as Record<string, string>)[key];
const istDay = (date: string) => `${date}T00:00:00+05:30`;

/**
 * Why "skip this one" cannot work on a debit still to come or at the bank (its words' key), or
 * undefined for a debit that is over: its state says it all and it has no skip control.
 */
function skipRefusal(d: UpcomingDebit): 'cannotSkip' | 'skipNotTaking' | undefined {
  if (d.state === 'PROCESSING') return 'cannotSkip';
  if (d.state === 'SCHEDULED' || d.state === 'NOTIFIED') return 'skipNotTaking';
  return undefined;
}

/**
 * A plan's coming debits (server-computed: state, whether it can be skipped, why one took no
 * money) with "skip this one", the next debit marked; on the dashboard's card also "pause until a
 * date" (the plan's page has it with its other controls).
 */
export function UpcomingDebits({
  plan: p,
  m,
  withPause = true,
  heading: Heading = 'h3',
}: {
  plan: Plan;
  m: M;
  withPause?: boolean;
  heading?: 'h2' | 'h3';
}) {
  const locale = useLocale();
  const qc = useQueryClient();
  const upcoming = useQuery({
    queryKey: [...plansQueryKey, p.insertId, 'upcoming'],
    queryFn: () =>
      apiCall<typeof plansApi.upcoming>(
        { method: 'GET', path: '/api/plans/:insertId/upcoming' },
        { params: { insertId: p.insertId } },
      ),
  });
  const skip = useMutation({
    mutationFn: (cycle: number) =>
      apiCall<typeof plansApi.skipCycle>(
        { method: 'POST', path: '/api/plans/:insertId/debits/:cycle/skip' },
        { params: { insertId: p.insertId, cycle } },
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: plansQueryKey }),
  });
  const debits = upcoming.data?.debits ?? [];
  const next = nextDebitOf(debits);
  const showPause = withPause && p.canPause;
  if (withPause && debits.length === 0 && !p.canPause && !p.pausedUntil) return null;
  const labelId = `upcoming-${p.insertId}`;
  return (
    <section aria-labelledby={labelId} className={withPause ? 'mt-3' : ''}>
      <Heading
        id={labelId}
        className={Heading === 'h2' ? 'text-lg font-semibold' : 'text-sm font-semibold'}
      >
        {m.upcomingTitle}
      </Heading>
      {p.pausedUntil && (
        <p className="text-muted mt-1 text-sm">
          {fmt(m.pausedUntil, { date: formatDate(istDay(p.pausedUntil), locale) })}
        </p>
      )}
      {skip.isError && (
        <Alert tone="error" className="mt-2">
          {errorMessage(skip.error)}
        </Alert>
      )}
      {skip.isSuccess && (
        <Alert tone="success" className="mt-2">
          {skip.data.message}
        </Alert>
      )}
      {upcoming.isSuccess && debits.length === 0 && (
        <p className="text-muted mt-2 text-sm">{m.noComing}</p>
      )}
      <ul className="divide-ink/10 mt-2 divide-y text-sm">
        {debits.map((d) => {
          const date = formatDate(istDay(d.date), locale);
          const why = d.skippable ? undefined : skipRefusal(d);
          const whyId = `skip-why-${p.insertId}-${d.cycle}`;
          return (
            <li key={d.cycle} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-medium">{date}</span>
                {' · '}
                {formatRupees(d.amountPaise)}
                {' · '}
                <span className="text-muted">{word(m, `debit${d.state}`) ?? d.state}</span>
                {d === next && (
                  <span className="bg-gold-50 text-ink ml-2 rounded-full px-2 py-0.5 text-xs font-semibold">
                    {m.nextBadge}
                  </span>
                )}
                {d.reason && word(m, `reason${d.reason}`) && (
                  <span className="text-muted block text-xs">{word(m, `reason${d.reason}`)}</span>
                )}
              </span>
              {(d.skippable || why) && (
                <button
                  type="button"
                  className="btn-outline min-h-11 px-3 py-1 text-sm"
                  disabled={!d.skippable || skip.isPending}
                  aria-label={`${m.skipThis}: ${date}`}
                  aria-describedby={why ? whyId : undefined}
                  onClick={() => skip.mutate(d.cycle)}
                >
                  {skip.isPending && skip.variables === d.cycle ? m.working : m.skipThis}
                </button>
              )}
              {why && (
                <span id={whyId} className="text-muted w-full text-right text-xs">
                  {m[why]}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {showPause && (
        <div className="mt-2">
          <PauseControl plan={p} m={m} />
        </div>
      )}
    </section>
  );
}
