import { useSearchParams } from 'react-router';
import type { AuditEntry } from '../../../../shared/api/audit';
import { formatDateTime } from '../../../../shared/money/format';
import { paths } from '../../../../shared/routes';
import { PageLink } from '../../../components/ui/page-link';
import { fmt, useLocale, useMessages } from '../../../lib/i18n';
import { useAuditLog } from '../api';
import { ConsoleShell, QueryState, ShowMore } from '../components/console-shell';
import { adminMessages } from '../messages';

/** A value as the log shows it: text as is, anything else as compact JSON. */
const show = (v: unknown) =>
  v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** The fields that differ between before and after (all of them when either is not an object). */
export function changedFields(before: unknown, after: unknown) {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(before) || !isObject(after)) {
    return before === null && after === null ? [] : [{ key: '', before, after }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => ({ key: k, before: before[k], after: after[k] }));
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const locale = useLocale();
  const m = useMessages(adminMessages);
  const changes = changedFields(entry.before, entry.after);
  return (
    <li className="card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold break-all">{entry.action}</p>
        <p className="text-muted text-sm">
          <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-[6rem_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{m.auditWho}</dt>
        <dd className="break-all">{entry.actorLabel}</dd>
        <dt className="text-muted">{m.auditTarget}</dt>
        <dd className="break-all">
          {entry.targetType}
          {entry.targetId && (
            <>
              {' '}
              <PageLink
                to={paths.adminAudit.href({
                  targetType: entry.targetType,
                  targetId: entry.targetId,
                })}
                className="text-gold-800 inline-flex min-h-11 min-w-11 items-center underline"
              >
                {entry.targetId}
              </PageLink>
            </>
          )}
        </dd>
        {entry.reason && (
          <>
            <dt className="text-muted">{m.auditReason}</dt>
            <dd className="break-words">{entry.reason}</dd>
          </>
        )}
      </dl>
      {changes.length > 0 && (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <caption className="sr-only">{m.auditChanges}</caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="w-1/4 font-medium" />
              <th scope="col" className="font-medium">
                {m.auditBefore}
              </th>
              <th scope="col" className="font-medium">
                {m.auditAfter}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.key} className="border-ink/10 border-t align-top">
                <th scope="row" className="py-1 pr-2 font-medium break-all">
                  {c.key}
                </th>
                <td className="py-1 pr-2 break-all">{show(c.before)}</td>
                <td className="py-1 break-all">{show(c.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

/** The audit log (issue 16.1): read-only, newest first, filterable by target. */
export function AuditPage() {
  const m = useMessages(adminMessages);
  const [params] = useSearchParams();
  const targetType = params.get('targetType') ?? undefined;
  const targetId = params.get('targetId') ?? undefined;
  const q = useAuditLog({ targetType, targetId });
  const entries = q.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <ConsoleShell title={m.auditTitle} intro={m.auditIntro}>
      {targetType && (
        <p className="mb-4 flex flex-wrap items-center gap-3 text-sm">
          <span>{fmt(m.auditFilteredBy, { type: targetType, id: targetId ?? '' })}</span>
          <PageLink
            to={paths.adminAudit.href()}
            className="text-gold-800 inline-flex min-h-11 items-center underline"
          >
            {m.auditShowAll}
          </PageLink>
        </p>
      )}
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
      {q.isSuccess && entries.length === 0 && <p className="text-muted">{m.auditEmpty}</p>}
      <ul className="grid gap-3">
        {entries.map((e) => (
          <AuditRow key={e.id} entry={e} />
        ))}
      </ul>
      <ShowMore q={q} label={m.auditMore} />
    </ConsoleShell>
  );
}
