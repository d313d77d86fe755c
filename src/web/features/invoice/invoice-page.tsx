import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { invoicesApi } from '../../../shared/api/invoices';
import { formatDate, formatRupees } from '../../../shared/money/format';
import { ApiError, apiCall } from '../../lib/api-client';
import { fmt, useLocale, useMessages } from '../../lib/i18n';
import { invoiceMessages } from './messages';
import { paths } from '../../../shared/routes';

/** /invoice?transactionId=…: the GST invoice built by the server from the stored order (owner only). */
export function InvoicePage() {
  const m = useMessages(invoiceMessages);
  const locale = useLocale();
  const [params] = useSearchParams();
  const transactionId = params.get('transactionId') ?? '';
  const q = useQuery({
    queryKey: ['invoice', transactionId],
    queryFn: () => apiCall(invoicesApi.get, { params: { transactionId } }),
    enabled: Boolean(transactionId),
  });

  if (!transactionId || (q.error instanceof ApiError && q.error.status === 404)) {
    return (
      <section className="page">
        <p role="alert" className="text-danger">
          {m.notFound}
        </p>
      </section>
    );
  }
  if (q.isError)
    return (
      <p role="alert" className="page text-danger">
        {m.error}
      </p>
    );
  if (!q.data) return <p className="page text-muted">{m.loading}</p>;
  const inv = q.data;

  return (
    <section className="page max-w-4xl">
      <div className="no-print mb-4 flex flex-wrap items-center gap-3">
        <Link to={paths.paymentHistory.href()} className="btn-outline">
          {m.back}
        </Link>
        <button type="button" className="btn-dark" onClick={() => window.print()}>
          {m.print}
        </button>
        <a
          className="btn-primary"
          href={`/api/invoices/${encodeURIComponent(inv.transactionId)}/pdf`}
        >
          {m.pdf}
        </a>
      </div>
      <article className="card invoice p-5 md:p-8" aria-labelledby="invoice-title">
        <header className="border-ink/10 flex flex-col gap-4 border-b pb-4 sm:flex-row sm:justify-between">
          <div className="min-w-0">
            <p className="text-muted text-xs tracking-wider uppercase">{m.seller}</p>
            <p className="font-display text-lg font-bold">{inv.seller.name}</p>
            <p className="text-sm">{inv.seller.address}</p>
            <p className="text-sm">
              {m.gstin}: <span className="font-mono">{inv.seller.gstin}</span>
            </p>
            <p className="text-sm">
              {inv.seller.phone} · {inv.seller.email}
            </p>
          </div>
          <div className="min-w-0 sm:shrink-0 sm:text-right">
            <h1 id="invoice-title" className="font-display text-2xl font-bold">
              {m.title}
            </h1>
            {/* ids never wrap mid-token where there is room; on a phone they may break */}
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm sm:justify-items-end">
              <dt className="text-muted">{m.invoiceNo}</dt>
              <dd className="font-mono break-all sm:break-normal">{inv.invoiceNo}</dd>
              <dt className="text-muted">{m.invoiceDate}</dt>
              <dd>{formatDate(inv.invoiceDate, locale)}</dd>
              <dt className="text-muted">{m.transactionId}</dt>
              <dd className="self-center font-mono text-xs break-all sm:break-normal sm:whitespace-nowrap">
                {inv.transactionId}
              </dd>
              <dt className="text-muted">{m.orderId}</dt>
              <dd className="self-center font-mono text-xs break-all sm:break-normal sm:whitespace-nowrap">
                {inv.orderId}
              </dd>
              <dt className="text-muted">{m.paymentStatus}</dt>
              <dd>{inv.paymentStatus}</dd>
              <dt className="text-muted">{m.placeOfSupply}</dt>
              <dd>{inv.placeOfSupply}</dd>
            </dl>
          </div>
        </header>
        <div className="py-4">
          <p className="text-muted text-xs tracking-wider uppercase">{m.buyer}</p>
          <p className="font-semibold">{inv.buyer.name}</p>
          <p className="text-sm">{inv.buyer.address}</p>
          <p className="text-sm">
            {inv.buyer.phone} · {inv.buyer.email}
          </p>
        </div>
        {/* on a phone HSN, quantity and rate sit under the description, so every column fits */}
        <div role="region" aria-label={m.itemsLabel} data-testid="invoice-items">
          <table className="w-full table-fixed text-left text-sm">
            <thead className="border-ink/20 border-b">
              <tr>
                <th className="py-2 pr-3 align-bottom">{m.description}</th>
                <th className="hidden w-14 py-2 pr-3 align-bottom sm:table-cell">{m.hsn}</th>
                <th className="hidden w-32 py-2 pr-3 align-bottom sm:table-cell">{m.quantity}</th>
                <th className="hidden w-28 py-2 pr-3 text-right align-bottom sm:table-cell">
                  {m.rate}
                </th>
                <th className="w-24 py-2 text-right align-bottom sm:w-28">{m.taxable}</th>
              </tr>
            </thead>
            <tbody>
              {inv.items.map((it) => {
                const rate = it.ratePaise
                  ? fmt(m.ratePerGram, { rate: formatRupees(it.ratePaise) })
                  : '—';
                return (
                  <tr key={it.description} className="border-ink/10 border-b align-top">
                    <td className="py-2 pr-3">
                      {it.description}
                      <dl className="text-muted mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs sm:hidden">
                        <dt>{m.hsn}</dt>
                        <dd className="font-mono">{it.hsnCode}</dd>
                        <dt>{m.quantity}</dt>
                        <dd className="tabular-nums">
                          {it.quantity} {it.unit}
                        </dd>
                        <dt>{m.rate}</dt>
                        <dd className="tabular-nums">{rate}</dd>
                      </dl>
                    </td>
                    <td className="hidden py-2 pr-3 font-mono sm:table-cell">{it.hsnCode}</td>
                    <td className="hidden py-2 pr-3 tabular-nums sm:table-cell">
                      {it.quantity} {it.unit}
                    </td>
                    <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">
                      {rate}
                    </td>
                    <td className="py-2 text-right tabular-nums">
                      {formatRupees(it.taxablePaise)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <dl className="ml-auto mt-3 w-full max-w-xs space-y-1.5 text-sm">
          <div className="flex justify-between gap-4">
            <dt>{m.taxable}</dt>
            <dd className="tabular-nums">{formatRupees(inv.taxablePaise)}</dd>
          </div>
          {inv.isInterState ? (
            <div className="flex justify-between gap-4">
              <dt>{fmt(m.igst, { rate: inv.igstRate })}</dt>
              <dd className="tabular-nums">{formatRupees(inv.igstPaise)}</dd>
            </div>
          ) : (
            <>
              <div className="flex justify-between gap-4">
                <dt>{fmt(m.cgst, { rate: inv.cgstRate })}</dt>
                <dd className="tabular-nums">{formatRupees(inv.cgstPaise)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>{fmt(m.sgst, { rate: inv.sgstRate })}</dt>
                <dd className="tabular-nums">{formatRupees(inv.sgstPaise)}</dd>
              </div>
            </>
          )}
          <div className="border-ink/20 flex justify-between gap-4 border-t pt-2 text-base font-bold">
            <dt>{m.total}</dt>
            <dd className="tabular-nums">{formatRupees(inv.totalPaise)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm">
          <span className="text-muted">{m.inWords}: </span>
          <span className="font-medium">{inv.amountInWords}</span>
          {inv.amountInWordsLocal && (
            <span className="mt-0.5 block font-medium">{inv.amountInWordsLocal}</span>
          )}
        </p>
        <p className="bg-cream-deep mt-4 rounded-xl p-3 text-sm">
          <span className="font-semibold">{m.delivery}: </span>
          {inv.deliveryNote}
        </p>
        <p className="text-muted mt-4 text-xs">{m.footer}</p>
      </article>
    </section>
  );
}
