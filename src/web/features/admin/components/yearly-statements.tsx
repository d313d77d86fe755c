import { useQuery } from '@tanstack/react-query';
import { paperFiles, papersApi } from '../../../../shared/api/papers';
import { apiCall } from '../../../lib/api-client';
import { fmt, useMessages } from '../../../lib/i18n';
import { CONSOLE_STALE_MS } from '../api';
import { customersMessages } from '../customers-messages';
import { QueryState } from './console-shell';

/**
 * A customer's yearly statements (issue 25): one PDF and one CSV per financial year they have
 * records in, the same papers the customer downloads, made by the server from the ledger.
 */
export function YearlyStatements({ userId }: { userId: string }) {
  const m = useMessages(customersMessages);
  const q = useQuery({
    queryKey: ['admin', 'customers', userId, 'yearly-statements'],
    queryFn: ({ signal }) => apiCall(papersApi.customerYears, { params: { userId }, signal }),
    staleTime: CONSOLE_STALE_MS,
  });
  return (
    <section className="card p-4 md:p-6" aria-label={m.yearlyTitle}>
      <h2 className="text-lg font-semibold">{m.yearlyTitle}</h2>
      <div className="mt-3">
        <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
        {q.data && q.data.years.length === 0 && <p className="text-muted">{m.yearlyEmpty}</p>}
        <ul className="grid gap-2 text-sm">
          {q.data?.years.map((y) => (
            <li key={y.year} className="flex flex-wrap items-center gap-x-4">
              <span className="font-medium">{fmt(m.yearlyYear, { year: y.year })}</span>
              <a
                className="text-gold-800 min-h-11 py-2 underline"
                href={paperFiles.customerStatementPdf(userId, y.year)}
              >
                {fmt(m.yearlyPdf, { year: y.year })}
              </a>
              <a
                className="text-gold-800 min-h-11 py-2 underline"
                href={paperFiles.customerStatementCsv(userId, y.year)}
              >
                {fmt(m.yearlyCsv, { year: y.year })}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
