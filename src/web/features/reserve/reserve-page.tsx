import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReserveReport, ReserveSnapshot } from '../../../shared/api/reserve';
import { reserveDocumentHref } from '../../../shared/api/reserve-documents';
import {
  formatDate,
  formatDateTime,
  formatGrams,
  formatGramsFromMg,
  formatPercentFromBp,
} from '../../../shared/money/format';
import { COVERAGE_SHOWN_MAX_BP } from '../../../shared/rules/reserve';
import { fmt, useLocale, useMessages } from '../../lib/i18n';
import { configQueryOptions } from '../../lib/queries/config';
import { useReserveReport } from './api';
import { CoverageChart } from './coverage-chart';
import { InclusionCheck } from './inclusion-check';
import { reserveMessages } from './messages';

type M = (typeof reserveMessages)['en'];

/** The coverage as the page shows it: 2 decimals, "over 1000%" past that, or nothing owed. */
function coverageText(bp: number | null, m: M) {
  if (bp === null) return m.coverageNothingOwed;
  if (bp > COVERAGE_SHOWN_MAX_BP)
    return fmt(m.coverageOver, { pct: formatPercentFromBp(COVERAGE_SHOWN_MAX_BP) });
  return formatPercentFromBp(bp, { fixed: true });
}

function StopBanner({ status, m }: { status: ReserveReport['status']; m: M }) {
  const locale = useLocale();
  if (!status.purchasesStopped) return null;
  return (
    <div
      role="alert"
      className="bg-danger rounded-2xl p-4 text-white md:p-5"
      data-testid="reserve-stopped"
    >
      <p className="text-lg font-semibold">{m.stoppedTitle}</p>
      <p className="mt-1">
        {status.stoppedWhy === 'live-start'
          ? m.stoppedLiveStart
          : fmt(m.stoppedShortfall, { when: formatDateTime(status.stoppedSince ?? '', locale) })}
      </p>
    </div>
  );
}

function Figures({ s, m }: { s: ReserveSnapshot; m: M }) {
  const rows: [string, string][] = [
    [m.owedDigital, fmt(m.grams, { g: formatGrams(s.owedDigitalE8, 3) })],
    [m.owedOrders, fmt(m.grams, { g: formatGrams(s.owedInOrdersE8, 3) })],
    [m.owedTotal, fmt(m.grams, { g: formatGrams(s.owedE8, 3) })],
    [m.held, fmt(m.grams, { g: formatGrams(s.heldE8, 3) })],
    [m.customers, new Intl.NumberFormat('en-IN').format(s.customers)],
  ];
  return (
    <dl className="grid gap-y-3" data-testid="reserve-figures">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className="border-ink/10 flex items-baseline justify-between gap-3 border-b pb-2"
        >
          <dt className="text-muted">{label}</dt>
          <dd className="font-semibold whitespace-nowrap">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Register({ items, m }: { items: ReserveReport['items']; m: M }) {
  if (items.length === 0) return <p className="card p-4">{m.registerEmpty}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {items.map((i) => (
        <li key={i.serialMasked} className="card grid gap-1 p-4">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold">
              {i.kind === 'bar' ? m.kindBar : m.kindCoin}{' '}
              <span className="font-mono text-sm">{i.serialMasked}</span>
            </span>
            <span className="font-semibold">
              {fmt(m.grams, { g: formatGramsFromMg(i.fineMg) })}
            </span>
          </p>
          <p className="text-muted text-sm">
            {m.colWeight} {fmt(m.grams, { g: formatGramsFromMg(i.weightMg) })} · {m.colPurity}{' '}
            {formatPercentFromBp(i.purityBp, { fixed: true })} · {i.location}
          </p>
          {i.sandbox && <p className="text-danger text-sm font-semibold">{m.sandboxItem}</p>}
        </li>
      ))}
    </ul>
  );
}

/**
 * `/reserve` (decisions.md: Reserve): the gold owed to savers against the gold set aside, the
 * coverage over 90 days, the register, the custodian, insurer and audit, plain facts, the proof
 * of liabilities' root, and a saver's own check. Rendered by the server for visitors (decision
 * 007): every figure is in the HTML, no script needed to read it.
 */
export function ReservePage() {
  const m = useMessages(reserveMessages);
  const locale = useLocale();
  const config = useSuspenseQuery(configQueryOptions()).data;
  const q = useReserveReport();
  const r = q.data;
  const s = r?.snapshot ?? null;

  return (
    <>
      <section className="bg-ink">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-[1.4fr_1fr] md:items-center md:px-8 md:py-14">
          <div>
            <p className="text-gold-300 text-sm font-semibold tracking-wider uppercase">
              {m.eyebrow}
            </p>
            <h1 className="font-display text-gold-50 mt-3 text-4xl leading-tight font-bold md:text-5xl">
              {m.title}
            </h1>
            <p className="text-gold-50/85 mt-4 max-w-xl text-lg leading-relaxed">{m.lead}</p>
          </div>
          <div className="text-gold-50" data-testid="reserve-coverage">
            <p className="text-gold-50/80">{m.coverageLabel}</p>
            <p
              className={`font-display text-6xl font-bold md:text-7xl ${
                s && !s.covered ? 'text-red-300' : 'text-gold-300'
              }`}
            >
              {s ? coverageText(s.coverageBp, m) : '—'}
            </p>
            <p className="text-gold-50/80 mt-2">
              {s ? fmt(m.snapshotAt, { when: formatDateTime(s.takenAt, locale) }) : m.noSnapshot}
            </p>
          </div>
        </div>
      </section>

      <div className="page space-y-10 md:space-y-14">
        {r && <StopBanner status={r.status} m={m} />}
        {q.isError && !r && (
          <p role="alert" className="text-danger">
            {q.error.message}
          </p>
        )}

        {s && (
          <section aria-labelledby="figures-title" className="grid gap-8 md:grid-cols-2">
            <div>
              <h2 id="figures-title" className="page-title">
                {m.owedTotal}
              </h2>
              <div className="mt-4">
                <Figures s={s} m={m} />
              </div>
            </div>
            <div>
              <h2 className="page-title">{m.chartTitle}</h2>
              <div className="card mt-4 p-3">
                <CoverageChart history={r!.history} />
              </div>
            </div>
          </section>
        )}

        {r && (
          <section aria-labelledby="register-title">
            <h2 id="register-title" className="page-title">
              {m.registerTitle}
            </h2>
            <p className="text-muted mt-2 max-w-3xl">{m.registerLead}</p>
            <div className="mt-4">
              <Register items={r.items} m={m} />
            </div>
          </section>
        )}

        {r && (
          <section
            aria-labelledby="custody-title"
            className="bg-cream-deep grid gap-4 rounded-3xl p-6 md:p-8"
          >
            <h2 id="custody-title" className="page-title">
              {m.custodyTitle}
            </h2>
            <dl className="grid gap-3 md:grid-cols-3">
              <div>
                <dt className="text-muted text-sm">{m.custodian}</dt>
                <dd className="font-semibold">{r.custodian}</dd>
              </div>
              <div>
                <dt className="text-muted text-sm">{m.insurer}</dt>
                <dd className="font-semibold">{r.insurer}</dd>
              </div>
              <div>
                <dt className="text-muted text-sm">{m.lastAudit}</dt>
                <dd className="font-semibold">
                  {r.lastAudit ? (
                    <a
                      className="text-gold-800 underline"
                      href={reserveDocumentHref(r.lastAudit.id)}
                    >
                      {fmt(m.openCertificate, {
                        title: r.lastAudit.title,
                        date: formatDate(`${r.lastAudit.issuedOn}T00:00:00+05:30`, locale),
                      })}
                    </a>
                  ) : (
                    m.noAudit
                  )}
                </dd>
              </div>
            </dl>
            {r.documents.length > 1 && (
              <>
                <h3 className="font-semibold">{m.documentsTitle}</h3>
                <ul className="grid gap-1">
                  {r.documents.map((d) => (
                    <li key={d.id}>
                      <a
                        className="text-gold-800 inline-flex min-h-11 items-center underline"
                        href={reserveDocumentHref(d.id)}
                      >
                        {fmt(m.openCertificate, {
                          title: d.title,
                          date: formatDate(`${d.issuedOn}T00:00:00+05:30`, locale),
                        })}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}

        {r && (
          <section aria-labelledby="facts-title">
            <h2 id="facts-title" className="page-title">
              {m.factsTitle}
            </h2>
            <ul className="mt-4 grid max-w-3xl list-disc gap-2 pl-5 text-lg leading-relaxed">
              <li>{m.factNotSecurity}</li>
              <li>{m.factYourName}</li>
              <li>{fmt(m.factStorage, { terms: r.storageTerms })}</li>
              <li>{fmt(m.factWindDown, { text: r.windDown })}</li>
            </ul>
          </section>
        )}

        {s && (
          <section aria-labelledby="proof-title" className="grid gap-4">
            <h2 id="proof-title" className="page-title">
              {m.proofTitle}
            </h2>
            <p className="max-w-3xl">{m.proofLead}</p>
            <dl className="card grid gap-2 p-4">
              <dt className="text-muted text-sm">{m.rootLabel}</dt>
              <dd className="font-mono text-sm break-all" data-testid="reserve-root">
                {s.rootHash}
              </dd>
              <dt className="text-muted text-sm">{m.totalLabel}</dt>
              <dd className="font-mono text-sm">
                {fmt(m.grams, { g: formatGrams(s.rootTotalE8, 8) })}
              </dd>
            </dl>
            <h3 className="text-lg font-semibold">{m.checkTitle}</h3>
            <p className="text-muted max-w-3xl">{m.checkLead}</p>
            <InclusionCheck
              published={{ rootHash: s.rootHash, totalE8: s.rootTotalE8 }}
              supportEmail={config.operator.supportEmail}
            />
          </section>
        )}
      </div>
    </>
  );
}
