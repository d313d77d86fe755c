import { RecordProblem } from '../../components/ui/record-problem';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paperFiles } from '../../../shared/api/papers';
import {
  formatDate,
  formatGrams,
  formatGramsFromMg,
  formatPercentFromBp,
  formatRupees,
} from '../../../shared/money/format';
import { paths } from '../../../shared/routes';
import { BackHomeBar } from '../../components/ui/back-home-bar';
import { ApiError } from '../../lib/api-client';
import { fmt, useMessages } from '../../lib/i18n';
import { certificateQuery } from './api';
import { papersMessages } from './messages';

/** 'YYYY-MM-DD' (a date in India) as '01 Mar 2026': noon UTC is the same date in India */
export const calendarDate = (iso: string) => formatDate(`${iso}T12:00:00Z`);

/** /user/certificate?orderId=…: the holding certificate of a coin made from saved gold (owner only). */
export function CertificatePage() {
  const m = useMessages(papersMessages);
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const q = useQuery(certificateQuery(orderId));
  const bar = (
    <BackHomeBar backTo={paths.paymentHistory.href()} backLabel={m.back} homeLabel={m.home} />
  );

  if (!orderId || (q.error instanceof ApiError && q.error.status === 404))
    return <RecordProblem message={m.certificateNotFound}>{bar}</RecordProblem>;
  if (q.isError) return <RecordProblem message={m.error}>{bar}</RecordProblem>;
  if (!q.data) return <p className="page text-muted">{m.loading}</p>;
  const c = q.data;

  return (
    <section className="page max-w-4xl pb-28">
      <div className="no-print mb-4 flex flex-wrap items-center gap-3">
        <a className="btn-primary" href={paperFiles.certificatePdf(c.orderId)}>
          {m.downloadPdf}
        </a>
        <button type="button" className="btn-outline" onClick={() => window.print()}>
          {m.print}
        </button>
        <Link
          to={paths.order.href({ orderId: c.orderId })}
          className="text-gold-700 inline-flex min-h-11 items-center text-sm font-semibold underline"
        >
          {m.trackOrder}
        </Link>
      </div>
      <article className="card p-5 md:p-8" aria-labelledby="certificate-title">
        <header className="border-ink/10 border-b pb-4">
          <h1 id="certificate-title" className="font-display text-2xl font-bold">
            {m.certificateTitle}
          </h1>
          <p className="text-muted text-sm">{m.certificateSubtitle}</p>
          <p className="mt-2 text-sm">
            {c.issuer.name} · {c.issuer.gstin}
          </p>
        </header>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 py-4 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
          <dt className="text-muted">{m.holder}</dt>
          <dd className="font-semibold">{c.holderName}</dd>
          <dt className="text-muted">{m.order}</dt>
          <dd className="font-mono text-xs leading-5 break-all">{c.merchantOrderId}</dd>
          <dt className="text-muted">{m.coin}</dt>
          <dd>{c.coinTitle}</dd>
          <dt className="text-muted">{m.madeOn}</dt>
          <dd>{formatDate(c.madeAt)}</dd>
          <dt className="text-muted">{m.weight}</dt>
          <dd className="tabular-nums">{fmt(m.grams, { grams: formatGramsFromMg(c.weightMg) })}</dd>
          <dt className="text-muted">{m.purity}</dt>
          <dd>{c.purity}</dd>
        </dl>
        <h2 className="font-display text-lg font-bold">{m.lotsTitle}</h2>
        <p className="text-muted text-sm">{m.lotsNote}</p>
        <div role="region" aria-label={m.lotsLabel} className="mt-2">
          <table className="w-full table-fixed text-left text-sm">
            <thead className="border-ink/20 border-b">
              <tr>
                <th className="py-2 pr-3 align-bottom">{m.date}</th>
                <th className="hidden py-2 pr-3 align-bottom sm:table-cell">{m.invoiceNo}</th>
                <th className="hidden py-2 pr-3 text-right align-bottom sm:table-cell">
                  {m.pricePerGram}
                </th>
                <th className="w-28 py-2 pr-3 text-right align-bottom sm:w-auto">{m.gramsUsed}</th>
                <th className="hidden py-2 text-right align-bottom sm:table-cell">
                  {m.longTermFrom}
                </th>
              </tr>
            </thead>
            <tbody>
              {c.lots.map((l, i) => {
                const price =
                  l.pricePaisePerGram === null ? '—' : formatRupees(l.pricePaisePerGram);
                return (
                  <tr key={`${l.purchasedAt}-${i}`} className="border-ink/10 border-b align-top">
                    <td className="py-2 pr-3">
                      <span className="block">{formatDate(l.purchasedAt)}</span>
                      <span className="text-muted block text-xs">{m[l.kind]}</span>
                      <dl className="text-muted mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs sm:hidden">
                        {/* the number on a line of its own: it never breaks on a phone */}
                        <dt className="col-span-2">{m.invoiceNo}</dt>
                        <dd className="col-span-2 font-mono break-all">{l.invoiceNo ?? '—'}</dd>
                        <dt>{m.pricePerGram}</dt>
                        <dd className="tabular-nums">{price}</dd>
                        <dt>{m.longTermFrom}</dt>
                        <dd>{calendarDate(l.longTermFrom)}</dd>
                      </dl>
                    </td>
                    <td className="hidden py-2 pr-3 font-mono text-xs leading-5 sm:table-cell">
                      {l.invoiceNo ?? '—'}
                    </td>
                    <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">
                      {price}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {formatGrams(l.goldE8, 8)}
                      <span className="text-muted block text-xs">
                        {fmt(m.ofPurchase, { grams: formatGrams(l.purchaseGoldE8, 8) })}
                      </span>
                    </td>
                    <td className="hidden py-2 text-right sm:table-cell">
                      {calendarDate(l.longTermFrom)}
                    </td>
                  </tr>
                );
              })}
              <tr className="font-bold">
                <td className="py-2 pr-3">{m.total}</td>
                <td className="hidden sm:table-cell" />
                <td className="hidden sm:table-cell" />
                <td className="py-2 pr-3 text-right tabular-nums">{formatGrams(c.goldE8, 8)}</td>
                <td className="hidden sm:table-cell" />
              </tr>
            </tbody>
          </table>
        </div>
        <p className="bg-cream-deep mt-4 rounded-xl p-3 font-semibold" data-testid="long-term-date">
          {fmt(m.longTerm, { date: calendarDate(c.longTermFrom) })}
        </p>
        <p className="mt-3 text-sm">
          {fmt(m.rule, {
            months: c.rule.afterMonths,
            rate: formatPercentFromBp(c.rule.rateBp),
            since: calendarDate(c.rule.since),
          })}
        </p>
        <p className="text-muted mt-3 text-sm italic">{m.notAdvice}</p>
      </article>
      {bar}
    </section>
  );
}
