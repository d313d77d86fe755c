import { useSearchParams } from 'react-router';
import { GST_CSV_PATH } from '../../../../shared/api/gst';
import { formatRupees } from '../../../../shared/money/format';
import { fmt, plural, useMessages } from '../../../lib/i18n';
import { useGstSummary } from '../api';
import { ConsoleShell, QueryState } from '../components/console-shell';
import { adminMessages } from '../messages';

/** This month in India time, YYYY-MM. */
const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

/** GST export (issue 16.10): a month's B2C invoices, their totals against the ledger, the CSV. */
export function GstPage() {
  const m = useMessages(adminMessages);
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '')
    ? params.get('month')!
    : thisMonth();
  const q = useGstSummary(month);
  const s = q.data;
  const cells = (t: NonNullable<typeof s>['totals']) =>
    [
      [m.gstTaxable, t.taxablePaise],
      [m.gstCgst, t.cgstPaise],
      [m.gstSgst, t.sgstPaise],
      [m.gstIgst, t.igstPaise],
      [m.gstTotal, t.invoicePaise],
    ] as const;
  const invoiceCount = (n: number) =>
    fmt(plural('en', n, { one: m.gstInvoiceCountOne, other: m.gstInvoiceCount }), { n });

  return (
    <ConsoleShell
      title={m.gstTitle}
      intro={m.gstIntro}
      actions={
        <a className="btn-primary" href={`${GST_CSV_PATH}?month=${month}`} download>
          {m.gstDownload}
        </a>
      }
    >
      <label className="field-label" htmlFor="gst-month">
        {m.gstMonth}
      </label>
      <input
        id="gst-month"
        type="month"
        className="field-input mb-6 max-w-xs"
        value={month}
        onChange={(e) => {
          if (e.target.value) setParams({ month: e.target.value }, { replace: true });
        }}
      />
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
      {s && (
        <div className="grid gap-4">
          <section className="card p-4 md:p-6" aria-labelledby="gst-totals">
            <h2 id="gst-totals" className="text-lg font-semibold">
              {invoiceCount(s.invoices)}
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
              {cells(s.totals).map(([label, paise]) => (
                <div key={label}>
                  <dt className="text-muted">{label}</dt>
                  <dd className="font-semibold tabular-nums">{formatRupees(paise)}</dd>
                </div>
              ))}
              <div>
                <dt className="text-muted">{m.gstLedger}</dt>
                <dd className="font-semibold tabular-nums">{formatRupees(s.ledgerGstPaise)}</dd>
              </div>
            </dl>
            <p
              role="status"
              className={`mt-3 font-medium ${s.matchesLedger ? 'text-success' : 'text-danger'}`}
            >
              {s.matchesLedger ? m.gstMatches : m.gstMismatch}
            </p>
          </section>
          {s.hsn.length > 0 && (
            <section className="card p-4 md:p-6" aria-labelledby="gst-hsn">
              <h2 id="gst-hsn" className="text-lg font-semibold">
                {m.gstHsn}
              </h2>
              {/* a phone (and the console's narrow column) reads one card per HSN code; the
                  seven-column table from 1024 px */}
              <ul className="mt-3 divide-y divide-ink/10 lg:hidden">
                {s.hsn.map((h) => (
                  <li key={h.hsnCode} className="py-3 first:pt-0 last:pb-0">
                    <p className="font-semibold">
                      {fmt(m.gstHsnCode, { code: h.hsnCode })} · {invoiceCount(h.invoices)}
                    </p>
                    <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                      {cells(h).map(([label, paise]) => (
                        <div key={label}>
                          <dt className="text-muted">{label}</dt>
                          <dd className="font-semibold tabular-nums">{formatRupees(paise)}</dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ul>
              <table className="mt-3 hidden w-full text-left text-sm lg:table">
                <thead className="text-muted">
                  <tr>
                    <th scope="col" className="py-1 font-medium">
                      {m.gstHsnColumn}
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      {m.gstInvoices}
                    </th>
                    {cells(s.totals).map(([label]) => (
                      <th key={label} scope="col" className="py-1 text-right font-medium">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {s.hsn.map((h) => (
                    <tr key={h.hsnCode} className="border-ink/10 border-t">
                      <td className="py-1.5">{h.hsnCode}</td>
                      <td className="py-1.5 text-right">{h.invoices}</td>
                      {cells(h).map(([label, paise]) => (
                        <td key={label} className="py-1.5 text-right tabular-nums">
                          {formatRupees(paise)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </div>
      )}
    </ConsoleShell>
  );
}
