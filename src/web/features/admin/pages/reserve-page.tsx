import { useState } from 'react';
import { type ReserveConsole } from '../../../../shared/api/reserve';
import { formatDateTime, formatGrams, formatPercentFromBp } from '../../../../shared/money/format';
import { errorMessage } from '../../../lib/errors';
import { fmt, useLocale, useMessages } from '../../../lib/i18n';
import { ConsoleShell, QueryState } from '../components/console-shell';
import { ReasonField } from '../components/reason-field';
import { useReserveConsole, useResumePurchases, useTakeSnapshot } from '../reserve-api';
import { reserveConsoleMessages } from '../reserve-messages';
import { AddItem, ItemCard } from '../components/reserve-register';
import { Documents } from '../components/reserve-documents';

type M = (typeof reserveConsoleMessages)['en'];

const grams = (m: M, e8: number) => fmt(m.gramsValue, { g: formatGrams(e8, 3) });

/** The stop (red) or "running", the newest snapshot, "Take a snapshot now" and the resume. */
function StatusPanel({ data, m }: { data: ReserveConsole; m: M }) {
  const locale = useLocale();
  const snapshot = useTakeSnapshot();
  const resume = useResumePurchases();
  const [reason, setReason] = useState('');
  const latest = data.snapshots[0];
  const { status } = data;
  return (
    <section className="grid gap-4" aria-labelledby="reserve-status-title">
      {status.purchasesStopped ? (
        <div role="alert" className="bg-danger grid gap-2 rounded-2xl p-4 text-white">
          <h2 id="reserve-status-title" className="text-lg font-semibold">
            {m.stoppedTitle}
          </h2>
          <p>
            {status.stoppedWhy === 'live-start'
              ? m.stoppedLiveStart
              : fmt(m.stoppedShortfall, {
                  when: formatDateTime(status.stoppedSince ?? '', locale),
                })}
          </p>
          <p>{m.stoppedNext}</p>
        </div>
      ) : (
        <h2 id="reserve-status-title" className="text-success text-lg font-semibold">
          {m.runningTitle}
        </h2>
      )}
      {data.paymentsMode === 'sandbox' && (
        <p className="bg-cream-deep rounded-xl p-3 text-sm">{m.sandboxNote}</p>
      )}
      <div className="card grid gap-2 p-4">
        <h3 className="font-semibold">{m.latestTitle}</h3>
        {latest ? (
          <p data-testid="reserve-latest">
            {formatDateTime(latest.takenAt, locale)} · {m.coverage}{' '}
            <strong className={latest.covered ? 'text-success' : 'text-danger'}>
              {latest.coverageBp === null
                ? m.nothingOwed
                : formatPercentFromBp(latest.coverageBp, { fixed: true })}{' '}
              ({latest.covered ? m.covered : m.short})
            </strong>{' '}
            · {m.owed} {grams(m, latest.owedE8)} · {m.held} {grams(m, latest.heldE8)}
          </p>
        ) : (
          <p className="text-muted">{m.noSnapshot}</p>
        )}
        <button
          type="button"
          className="btn-outline w-fit"
          disabled={snapshot.isPending}
          onClick={() => snapshot.mutate()}
        >
          {snapshot.isPending ? m.snapshotting : m.snapshotNow}
        </button>
        {snapshot.error != null && (
          <p role="alert" className="text-danger">
            {errorMessage(snapshot.error)}
          </p>
        )}
      </div>
      {status.purchasesStopped && (
        <form
          className="card grid gap-3 p-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            resume.mutate(reason, { onSuccess: () => setReason('') });
          }}
        >
          <ReasonField value={reason} onChange={setReason} error={resume.error} />
          <button type="submit" className="btn-primary w-fit" disabled={resume.isPending}>
            {resume.isPending ? m.resuming : m.resume}
          </button>
        </form>
      )}
    </section>
  );
}

function Snapshots({ data, m }: { data: ReserveConsole; m: M }) {
  const locale = useLocale();
  if (data.snapshots.length === 0) return null;
  return (
    <section aria-labelledby="reserve-snapshots-title" className="grid gap-3">
      <h2 id="reserve-snapshots-title" className="text-lg font-semibold">
        {m.snapshotsTitle}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead>
            <tr className="border-ink/15 border-b">
              <th className="py-2 pr-3">{m.colWhen}</th>
              <th className="py-2 pr-3">{m.colCoverage}</th>
              <th className="py-2 pr-3 text-right">{m.colOwed}</th>
              <th className="py-2 pr-3 text-right">{m.colHeld}</th>
              <th className="py-2">{m.colBy}</th>
            </tr>
          </thead>
          <tbody>
            {data.snapshots.map((s) => (
              <tr key={s.id} className="border-ink/10 border-b">
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(s.takenAt, locale)}</td>
                <td
                  className={`py-2 pr-3 font-semibold ${s.covered ? 'text-success' : 'text-danger'}`}
                >
                  {s.coverageBp === null
                    ? m.nothingOwed
                    : formatPercentFromBp(s.coverageBp, { fixed: true })}
                </td>
                <td className="py-2 pr-3 text-right">{formatGrams(s.owedE8, 3)}</td>
                <td className="py-2 pr-3 text-right">{formatGrams(s.heldE8, 3)}</td>
                <td className="py-2 break-all">{s.takenBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Reserve: the register (add, correct, move out), certificates, snapshots, and the resume. */
export function ReserveConsolePage() {
  const m = useMessages(reserveConsoleMessages);
  const q = useReserveConsole();
  return (
    <ConsoleShell title={m.title} intro={m.intro}>
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
      {q.data && (
        <div className="grid gap-8">
          <StatusPanel data={q.data} m={m} />
          <section aria-labelledby="reserve-register-title" className="grid gap-3">
            <h2 id="reserve-register-title" className="text-lg font-semibold">
              {m.registerTitle}
            </h2>
            {q.data.items.length === 0 ? (
              <p className="text-muted">{m.registerEmpty}</p>
            ) : (
              <ul className="grid gap-3">
                {q.data.items.map((i) => (
                  <ItemCard key={i.id} item={i} m={m} />
                ))}
              </ul>
            )}
          </section>
          <AddItem m={m} />
          <Documents data={q.data} m={m} />
          <Snapshots data={q.data} m={m} />
        </div>
      )}
    </ConsoleShell>
  );
}
