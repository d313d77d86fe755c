import { Link } from 'react-router';
import { formatAnts, formatDate, formatDateTime } from '../../../shared/money/format';
import { Alert } from '../../components/ui/alert';
import { BackHomeBar } from '../../components/ui/back-home-bar';
import { errorMessage } from '../../lib/errors';
import { fmt, useLocale, useMessages } from '../../lib/i18n';
import { useSession } from '../../lib/queries/session';
import { useAntsStatement, useReferredPeople } from './api';
import { ShareReferral } from '../../components/share-referral';
import { referralMessages } from './messages';
import { paths } from '../../../shared/routes';

/**
 * /user/referrals: the user's code and share, the people who joined with it (masked names) and
 * every Ant earned or spent with its cause, newest first.
 */
export function ReferralsPage() {
  const m = useMessages(referralMessages);
  const locale = useLocale();
  const { user } = useSession();
  const people = useReferredPeople();
  const statement = useAntsStatement();
  if (!user) return null;
  const joined = people.data?.pages.flatMap((p) => p.items) ?? [];
  const lines = statement.data?.pages.flatMap((p) => p.items) ?? [];
  const balance = statement.data?.pages[0]?.balanceCenti;
  // (an account made before personal codes gets its code when the programme is first read)
  const code = user.referralCode ?? people.data?.pages[0]?.code;

  return (
    <section className="page max-w-3xl pb-28">
      <h1 className="page-title">{m.referralsTitle}</h1>
      <p className="text-muted mt-1">{m.referralsIntro}</p>

      <div className="mt-5">{code && <ShareReferral code={code} />}</div>

      <section aria-labelledby="joined" className="mt-8">
        <h2 id="joined" className="font-display text-xl font-bold">
          {m.joinedTitle}
          {people.data ? ` (${people.data.pages[0]?.total ?? 0})` : ''}
        </h2>
        {people.isError && (
          <Alert tone="error" className="mt-3">
            {errorMessage(people.error)}
          </Alert>
        )}
        {people.data && joined.length === 0 && <p className="text-muted mt-3">{m.joinedEmpty}</p>}
        <ul className="mt-3 space-y-2" data-testid="joined-list">
          {joined.map((p, i) => (
            <li
              key={`${p.joinedAt}-${i}`}
              className="card flex items-center justify-between gap-3 p-3"
            >
              <span className="font-semibold">{p.name}</span>
              <span className="text-muted text-sm">
                {fmt(m.joinedOn, { date: formatDate(p.joinedAt, locale) })}
              </span>
            </li>
          ))}
        </ul>
        {people.hasNextPage && (
          <button
            type="button"
            className="btn-outline mt-3 w-full"
            onClick={() => void people.fetchNextPage()}
            disabled={people.isFetchingNextPage}
          >
            {m.loadMore}
          </button>
        )}
      </section>

      <section aria-labelledby="statement" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="statement" className="font-display text-xl font-bold">
            {m.statementTitle}
          </h2>
          {balance !== undefined && (
            <p className="font-semibold tabular-nums">
              {fmt(m.balance, { ants: formatAnts(balance) })}
            </p>
          )}
        </div>
        {statement.isError && (
          <Alert tone="error" className="mt-3">
            {errorMessage(statement.error)}
          </Alert>
        )}
        {statement.data && lines.length === 0 && (
          <p className="text-muted mt-3">{m.statementEmpty}</p>
        )}
        <ul className="mt-3 space-y-2" data-testid="ants-statement">
          {lines.map((l) => (
            <li key={l.id} className="card flex items-start justify-between gap-3 p-3">
              <div>
                <p className="font-medium">
                  {l.friend
                    ? fmt(m.commissionFrom, { friend: l.friend })
                    : m[`cause${l.cause}` as keyof typeof m]}
                </p>
                <p className="text-muted text-xs">{formatDateTime(l.createdAt, locale)}</p>
                {l.orderId && (
                  <Link
                    to={paths.order.href({ orderId: l.orderId })}
                    className="text-gold-700 inline-block min-h-11 py-2 text-sm font-semibold underline"
                  >
                    {m.viewOrder}
                  </Link>
                )}
              </div>
              <p
                className={`font-display shrink-0 text-lg font-bold tabular-nums ${l.amountCenti >= 0 ? 'text-success' : 'text-danger'}`}
              >
                {l.amountCenti >= 0 ? '+' : '−'}
                {formatAnts(Math.abs(l.amountCenti))}
              </p>
            </li>
          ))}
        </ul>
        {statement.hasNextPage && (
          <button
            type="button"
            className="btn-outline mt-3 w-full"
            onClick={() => void statement.fetchNextPage()}
            disabled={statement.isFetchingNextPage}
          >
            {m.loadMore}
          </button>
        )}
        <Link to={paths.referralStore.href()} className="btn-primary mt-5">
          {m.goStore}
        </Link>
      </section>
      <BackHomeBar backTo={paths.dashboard.href()} backLabel={m.back} homeLabel={m.home} />
    </section>
  );
}
