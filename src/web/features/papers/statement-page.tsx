import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paperFiles, type YearlyStatement } from '../../../shared/api/papers';
import { formatAnts, formatDate, formatGrams, formatRupees } from '../../../shared/money/format';
import { paths } from '../../../shared/routes';
import { BackHomeBar } from '../../components/ui/back-home-bar';
import { ApiError } from '../../lib/api-client';
import { fmt, useMessages } from '../../lib/i18n';
import { statementQuery, statementYearsQuery } from './api';
import { papersMessages } from './messages';

type Messages = (typeof papersMessages)['en'];

const signed = (n: number, f: (n: number) => string) =>
  n === 0 ? '' : `${n > 0 ? '+' : ''}${f(n)}`;
const money = (p: number) => (p === 0 ? '' : formatRupees(p));
/** the last day of a year that ends (exclusive) at `to` */
const lastDay = (to: string) => new Date(new Date(to).getTime() - 1);

function Lines({ s, m }: { s: YearlyStatement; m: Messages }) {
  return (
    <div role="region" aria-label={m.linesLabel} className="mt-3">
      <table className="w-full table-fixed text-left text-sm">
        <thead className="border-ink/20 border-b">
          <tr>
            <th className="py-2 pr-2 align-bottom">{m.what}</th>
            {/* wide enough for an order's reference (MOID, 13 digits and 8 letters) */}
            <th className="hidden w-52 py-2 pr-2 align-bottom md:table-cell">{m.reference}</th>
            <th className="hidden w-24 py-2 pr-2 text-right align-bottom sm:table-cell">
              {m.paid}
            </th>
            <th className="hidden w-20 py-2 pr-2 text-right align-bottom sm:table-cell">{m.gst}</th>
            <th className="w-28 py-2 pr-2 text-right align-bottom">{m.gold}</th>
            <th className="hidden w-20 py-2 text-right align-bottom sm:table-cell">{m.ants}</th>
          </tr>
        </thead>
        <tbody>
          {s.lines.map((l, i) => {
            const ref = l.invoiceNo ?? l.merchantOrderId ?? '';
            return (
              <tr key={`${l.at}-${i}`} className="border-ink/10 border-b align-top">
                <td className="py-2 pr-2">
                  <span className="block font-medium">{m[`kind_${l.kind}`]}</span>
                  {l.title && <span className="block text-xs">{l.title}</span>}
                  <span className="text-muted block text-xs">{formatDate(l.at)}</span>
                  <dl className="text-muted mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs md:hidden">
                    {ref && (
                      <>
                        <dt className="col-span-2">{m.reference}</dt>
                        <dd className="col-span-2 font-mono break-all">{ref}</dd>
                      </>
                    )}
                    {l.paidPaise !== 0 && (
                      <>
                        <dt className="sm:hidden">{m.paid}</dt>
                        <dd className="tabular-nums sm:hidden">{formatRupees(l.paidPaise)}</dd>
                      </>
                    )}
                    {l.gstPaise !== 0 && (
                      <>
                        <dt className="sm:hidden">{m.gst}</dt>
                        <dd className="tabular-nums sm:hidden">{formatRupees(l.gstPaise)}</dd>
                      </>
                    )}
                    {l.antsCenti !== 0 && (
                      <>
                        <dt className="sm:hidden">{m.ants}</dt>
                        <dd className="tabular-nums sm:hidden">
                          {signed(l.antsCenti, formatAnts)}
                        </dd>
                      </>
                    )}
                  </dl>
                  {l.hasCertificate && l.orderId && (
                    <Link
                      className="text-gold-700 inline-block min-h-11 py-2 text-xs font-semibold underline"
                      to={paths.certificate.href({ orderId: l.orderId })}
                    >
                      {m.certificate}
                    </Link>
                  )}
                </td>
                <td className="hidden py-2 pr-2 font-mono text-xs leading-5 break-all md:table-cell">
                  {ref}
                </td>
                <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell">
                  {money(l.paidPaise)}
                </td>
                <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell">
                  {money(l.gstPaise)}
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">
                  {signed(l.goldE8, (n) => formatGrams(n, 8))}
                </td>
                <td className="hidden py-2 text-right tabular-nums sm:table-cell">
                  {signed(l.antsCenti, formatAnts)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Totals({ s, m }: { s: YearlyStatement; m: Messages }) {
  const t = s.totals;
  const rows: [string, string, string, string][] = [
    [
      fmt(m.totalQuickBuys, { count: t.quickBuys.count }),
      formatRupees(t.quickBuys.paidPaise),
      formatRupees(t.quickBuys.gstPaise),
      formatGrams(t.quickBuys.goldE8, 8),
    ],
    [
      fmt(m.totalAutopay, { count: t.autopay.count }),
      formatRupees(t.autopay.paidPaise),
      formatRupees(t.autopay.gstPaise),
      formatGrams(t.autopay.goldE8, 8),
    ],
    [
      fmt(m.totalPurchases, { count: t.purchases.count }),
      formatRupees(t.purchases.paidPaise),
      formatRupees(t.purchases.gstPaise),
      formatGrams(t.purchases.goldE8, 8),
    ],
    [fmt(m.totalConversions, { count: t.conversions }), '', '', formatGrams(t.convertedE8, 8)],
    [
      fmt(m.totalStore, { count: t.storeOrders }),
      formatRupees(t.storePaidPaise),
      formatRupees(t.storeGstPaise),
      '',
    ],
    [m.totalRefunded, formatRupees(t.refundedPaise), '', ''],
    [m.totalNetPaid, formatRupees(t.netPaidPaise), '', ''],
    [m.totalAntsEarned, '', '', formatAnts(t.antsEarnedCenti)],
    [m.totalAntsSpent, '', '', formatAnts(t.antsSpentCenti)],
  ];
  return (
    <>
      <h2 className="font-display mt-6 text-lg font-bold">{m.totals}</h2>
      <table className="mt-2 w-full text-xs sm:text-sm" data-testid="statement-totals">
        <thead className="border-ink/20 border-b">
          <tr>
            <th className="py-1 pr-2 text-left" />
            <th className="py-1 pr-2 text-right">{m.paid}</th>
            <th className="py-1 pr-2 text-right">{m.gst}</th>
            <th className="py-1 text-right">{`${m.gold} / ${m.ants}`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...cells]) => (
            <tr key={label} className="border-ink/10 border-b">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                {label}
              </th>
              {cells.map((c, i) => (
                <td key={i} className="py-1.5 pr-2 text-right tabular-nums last:pr-0">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** /user/statement?year=2026-27: the statement of a financial year, from the ledger (owner only). */
export function StatementPage() {
  const m = useMessages(papersMessages);
  const [params, setParams] = useSearchParams();
  const years = useQuery(statementYearsQuery());
  const year = params.get('year') ?? years.data?.years[0]?.year ?? '';
  const q = useQuery(statementQuery(year));
  const s = q.data;
  const notFound = q.error instanceof ApiError && q.error.status === 404;

  return (
    <section className="page max-w-4xl pb-28">
      <h1 className="page-title">{m.statementTitle}</h1>
      <p className="text-muted mt-1">{m.statementSubtitle}</p>
      {years.data && years.data.years.length === 0 && <p className="mt-6">{m.noRecords}</p>}
      {years.data && years.data.years.length > 0 && (
        <div
          className="no-print mt-4 flex flex-wrap items-center gap-2"
          role="group"
          aria-label={m.years}
        >
          {years.data.years.map((y) => (
            <button
              key={y.year}
              type="button"
              aria-pressed={y.year === year}
              className={y.year === year ? 'btn-dark' : 'btn-outline'}
              onClick={() => setParams({ year: y.year })}
            >
              {fmt(m.yearLabel, { year: y.year })}
            </button>
          ))}
        </div>
      )}
      {notFound && (
        <p role="alert" className="text-danger mt-6">
          {fmt(m.noRecordsInYear, { year })}
        </p>
      )}
      {(years.isError || (q.isError && !notFound)) && (
        <p role="alert" className="text-danger mt-6">
          {m.error}
        </p>
      )}
      {(years.isPending || (year && q.isPending)) && <p className="text-muted mt-6">{m.loading}</p>}
      {s && (
        <>
          <div className="no-print mt-4 flex flex-wrap gap-3">
            <a className="btn-primary" href={paperFiles.statementPdf(s.year)}>
              {m.downloadPdf}
            </a>
            <a className="btn-outline" href={paperFiles.statementCsv(s.year)}>
              {m.downloadCsv}
            </a>
          </div>
          <article className="card mt-4 p-4 md:p-6" aria-labelledby="statement-year">
            <h2 id="statement-year" className="font-display text-xl font-bold">
              {fmt(m.yearLabel, { year: s.year })}
            </h2>
            <p className="text-muted text-sm">
              {fmt(m.period, { from: formatDate(s.from), to: formatDate(lastDay(s.to)) })} ·{' '}
              {s.holder.name}
            </p>
            <p className="mt-3 flex justify-between gap-3 font-semibold">
              <span>{fmt(m.opening, { date: formatDate(s.from) })}</span>
              <span className="whitespace-nowrap tabular-nums">
                {fmt(m.grams, { grams: formatGrams(s.totals.openingE8, 8) })}
              </span>
            </p>
            <Lines s={s} m={m} />
            <p
              className="mt-3 flex justify-between gap-3 font-semibold"
              data-testid="closing-balance"
            >
              <span>{fmt(m.closing, { date: formatDate(lastDay(s.to)) })}</span>
              <span className="whitespace-nowrap tabular-nums">
                {fmt(m.grams, { grams: formatGrams(s.totals.closingE8, 8) })}
              </span>
            </p>
            <Totals s={s} m={m} />
            <p className="text-muted mt-4 text-xs">{m.statementFooter}</p>
          </article>
        </>
      )}
      <BackHomeBar backTo={paths.paymentHistory.href()} backLabel={m.back} homeLabel={m.home} />
    </section>
  );
}
