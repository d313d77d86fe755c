import { Link } from 'react-router';
import type { Plan } from '../../../shared/api/plans';
import { formatDate, formatGrams, formatRupees } from '../../../shared/money/format';
import { paths, planPaths } from '../../../shared/routes';
import { Alert } from '../../components/ui/alert';
import { errorMessage } from '../../lib/errors';
import { fmt, useLocale, useMessages } from '../../lib/i18n';
import { usePlanAction, usePlans } from './api';
import { planMessages } from './messages';
import { planTitle } from './plan-title';
import { UpcomingDebits } from './upcoming-debits';
import { VaultFullCard } from './vault-full-card';

type M = (typeof planMessages)['en'];
const KIND = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly' } as const;
const stateText = (m: M, s: string) => (m as Record<string, string>)[`state${s}`] ?? s;
const good = (s: string) => s === 'ACTIVE' || s === 'SAVER_PAUSED';

/** The dashboard's list of the user's plans, with Cancel, Skip next debit and Resume. */
export function MyPlans() {
  const m = useMessages(planMessages);
  const plans = usePlans();
  const act = usePlanAction();
  const list = plans.data?.plans ?? [];

  return (
    <section aria-labelledby="my-plans" className="card mt-6 p-5 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-plans" className="text-lg font-semibold">
          {m.plansTitle}
        </h2>
        <Link className="btn-outline" to={paths.marketplace.href()}>
          {m.startPlan}
        </Link>
      </div>
      {act.isError && (
        <Alert tone="error" className="mt-3">
          {errorMessage(act.error)}
        </Alert>
      )}
      {act.isSuccess && (
        <Alert tone="success" className="mt-3">
          {act.data.message}
        </Alert>
      )}
      {list.some((p) => p.state === 'VAULT_FULL') && <VaultFullCard m={m} />}
      {plans.isSuccess && list.length === 0 && <p className="text-muted mt-3">{m.noPlans}</p>}
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {list.map((p) => (
          <PlanCard key={p.insertId} plan={p} m={m} act={act} />
        ))}
      </ul>
    </section>
  );
}

function PlanCard({
  plan: p,
  m,
  act,
}: {
  plan: Plan;
  m: M;
  act: ReturnType<typeof usePlanAction>;
}) {
  const title = planTitle(m, p);
  const locale = useLocale();
  const busy = act.isPending && act.variables?.insertId === p.insertId;
  return (
    <li
      className="border-ink/10 rounded-xl border p-4"
      aria-label={`${title} ${formatRupees(p.amountPaise)}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold">{title}</p>
          <p className="font-display text-xl font-bold">{formatRupees(p.amountPaise)}</p>
        </div>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${good(p.state) ? 'text-success bg-emerald-50' : 'text-danger bg-red-50'}`}
        >
          {stateText(m, p.state)}
        </span>
      </div>
      {p.stateReason && <p className="text-muted mt-1 text-sm">{p.stateReason}</p>}
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {p.nextDebitDate && (
          <>
            <dt className="text-muted">{m.nextDebit}</dt>
            <dd>{formatDate(`${p.nextDebitDate}T00:00:00+05:30`, locale)}</dd>
          </>
        )}
        {p.activeUntil && (
          <>
            <dt className="text-muted">{m.activeUntil}</dt>
            <dd>{formatDate(p.activeUntil, locale)}</dd>
          </>
        )}
        <dt className="text-muted">{m.debitsMade}</dt>
        <dd>{p.debitsMade}</dd>
        <dt className="text-muted">{m.gramsSaved}</dt>
        <dd>{fmt(m.grams, { grams: formatGrams(p.goldE8Saved, 3) })}</dd>
      </dl>
      {!p.awaitingMandate && <UpcomingDebits plan={p} m={m} />}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link className="btn-outline" to={paths.plan.href({ insertId: p.insertId })}>
          {m.managePlan}
        </Link>
        {p.awaitingMandate && (
          <Link
            className="btn-primary"
            to={planPaths[KIND[p.frequency]].verifyUpi.href({
              insert_id: p.insertId,
              subscriptionId: p.subscriptionId ?? undefined,
            })}
          >
            {m.finishSetup}
          </Link>
        )}
        {p.canResume && (
          <button
            type="button"
            className="btn-outline"
            disabled={busy}
            onClick={() => act.mutate({ insertId: p.insertId, action: 'resume' })}
          >
            {m.resume}
          </button>
        )}
        {p.canCancel && (
          <button
            type="button"
            className="btn-outline text-danger"
            disabled={busy}
            onClick={() => {
              if (window.confirm(m.cancelConfirm))
                act.mutate({ insertId: p.insertId, action: 'cancel' });
            }}
          >
            {m.cancel}
          </button>
        )}
      </div>
    </li>
  );
}
