import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plansApi, type Plan } from '../../../shared/api/plans';
import { formatDate, formatRupees } from '../../../shared/money/format';
import { Alert } from '../../components/ui/alert';
import { apiCall } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { fmt, useLocale } from '../../lib/i18n';
import { plansQueryKey } from './api';
import type { planMessages } from './messages';

type M = (typeof planMessages)['en'];
const word = (m: M, key: string) => (m as Record<string, string>)[key];
const istDay = (date: string) => `${date}T00:00:00+05:30`;

/** Tomorrow's Indian calendar date: the earliest a pause may run until. */
function tomorrowInIndia() {
  const ist = new Date(Date.now() + 330 * 60_000 + 86_400_000);
  return ist.toISOString().slice(0, 10);
}

/**
 * A plan's coming debits (server-computed: state, whether it can be skipped, why one took no
 * money) with "skip this one", and "pause until a date". Resume and cancel sit with the card.
 */
export function UpcomingDebits({ plan: p, m }: { plan: Plan; m: M }) {
  const locale = useLocale();
  const qc = useQueryClient();
  const [until, setUntil] = useState('');
  const upcoming = useQuery({
    queryKey: [...plansQueryKey, p.insertId, 'upcoming'],
    queryFn: () => apiCall(plansApi.upcoming, { params: { insertId: p.insertId } }),
  });
  const act = useMutation({
    mutationFn: (a: { kind: 'skip'; cycle: number } | { kind: 'pause'; until: string }) =>
      a.kind === 'skip'
        ? apiCall(plansApi.skipCycle, { params: { insertId: p.insertId, cycle: a.cycle } })
        : apiCall(plansApi.pause, { params: { insertId: p.insertId }, body: { until: a.until } }),
    onSettled: () => qc.invalidateQueries({ queryKey: plansQueryKey }),
  });
  const debits = upcoming.data?.debits ?? [];
  if (debits.length === 0 && !p.canPause && !p.pausedUntil) return null;
  const labelId = `upcoming-${p.insertId}`;
  return (
    <section aria-labelledby={labelId} className="mt-3">
      <h3 id={labelId} className="text-sm font-semibold">
        {m.upcomingTitle}
      </h3>
      {p.pausedUntil && (
        <p className="text-muted mt-1 text-sm">
          {fmt(m.pausedUntil, { date: formatDate(istDay(p.pausedUntil), locale) })}
        </p>
      )}
      {act.isError && (
        <Alert tone="error" className="mt-2">
          {errorMessage(act.error)}
        </Alert>
      )}
      {act.isSuccess && (
        <Alert tone="success" className="mt-2">
          {act.data.message}
        </Alert>
      )}
      <ul className="divide-ink/10 mt-2 divide-y text-sm">
        {debits.map((d) => (
          <li key={d.cycle} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-medium">{formatDate(istDay(d.date), locale)}</span>
              {' · '}
              {formatRupees(d.amountPaise)}
              {' · '}
              <span className="text-muted">{word(m, `debit${d.state}`) ?? d.state}</span>
              {d.reason && word(m, `reason${d.reason}`) && (
                <span className="text-muted block text-xs">{word(m, `reason${d.reason}`)}</span>
              )}
            </span>
            {d.skippable ? (
              <button
                type="button"
                className="btn-outline min-h-11 px-3 py-1 text-sm"
                disabled={act.isPending}
                aria-label={`${m.skipThis}: ${formatDate(istDay(d.date), locale)}`}
                onClick={() => act.mutate({ kind: 'skip', cycle: d.cycle })}
              >
                {act.isPending ? m.working : m.skipThis}
              </button>
            ) : d.state === 'PROCESSING' ? (
              <span className="text-muted text-xs">{m.cannotSkip}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {p.canPause && (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            act.mutate({ kind: 'pause', until });
          }}
        >
          <label className="text-sm">
            <span className="field-label block">{m.pauseLabel}</span>
            <input
              type="date"
              className="field-input min-h-11"
              min={tomorrowInIndia()}
              value={until}
              required
              onChange={(e) => setUntil(e.target.value)}
            />
          </label>
          <button type="submit" className="btn-outline min-h-11" disabled={act.isPending || !until}>
            {m.pause}
          </button>
          <p className="text-muted w-full text-xs">{m.pauseHint}</p>
        </form>
      )}
    </section>
  );
}
