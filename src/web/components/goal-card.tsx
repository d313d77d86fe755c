import { useState } from 'react';
import { Link } from 'react-router';
import type { Goal, GoalView } from '../../shared/api/goals';
import { formatDate, formatGrams, formatRupees } from '../../shared/money/format';
import { paths } from '../../shared/routes';
import { Alert } from './ui/alert';
import { errorMessage } from '../lib/errors';
import { fmt, useMessages } from '../lib/i18n';
import { useDropGoal, useGoal } from '../lib/queries/goal';
import { CoinCostList } from './coin-cost';
import { goalMessages } from './goal-messages';
import { GoalPicker } from './goal-picker';

type M = (typeof goalMessages)['en'];

/**
 * The dashboard's goal card (issue 25): the goal coin, progress in grams and percent, grams still
 * needed, the expected date at the pace of the active plans (or none running), what the coin
 * costs beyond its grams, and, once reached or when the vault is full, the way to the Gold Smith.
 * Without a goal it asks for one (the next one after a coin was made).
 */
export function GoalCard() {
  const m = useMessages(goalMessages);
  const q = useGoal();
  const [isChanging, setIsChanging] = useState(false);
  const drop = useDropGoal();
  const v = q.data;

  return (
    <section
      aria-labelledby="goal-title"
      className="card border-gold-500/40 mt-6 border p-5 md:p-6"
      data-testid="goal-card"
    >
      <h2 id="goal-title" className="text-lg font-semibold">
        {v && !v.goal ? m.pickTitle : m.title}
      </h2>
      {q.isPending && <p className="text-muted mt-2">{m.loading}</p>}
      {q.isError && (
        <Alert tone="error" className="mt-3">
          {fmt(m.loadFailed, { message: errorMessage(q.error) })}
        </Alert>
      )}
      {v?.isVaultFull && <VaultFull m={m} view={v} />}
      {v && !v.goal && <NoGoal m={m} view={v} />}
      {v?.goal && (
        <>
          <GoalProgress m={m} goal={v.goal} view={v} />
          {isChanging ? (
            <div className="mt-4">
              <GoalPicker
                coins={v.coins}
                currentProductId={v.goal.productId}
                onPicked={() => setIsChanging(false)}
              />
            </div>
          ) : null}
          {drop.isError && (
            <Alert tone="error" className="mt-3">
              {errorMessage(drop.error)}
            </Alert>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-outline"
              onClick={() => setIsChanging((x) => !x)}
              aria-expanded={isChanging}
            >
              {isChanging ? m.cancelChange : m.change}
            </button>
            <button
              type="button"
              className="btn-outline"
              disabled={drop.isPending}
              onClick={() => drop.mutate()}
            >
              {m.drop}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function NoGoal({ m, view }: { m: M; view: GoalView }) {
  const last = view.lastCompleted;
  return (
    <div className="mt-2">
      {last ? (
        <>
          {/* the order's own page names it: no id for the saver to read here */}
          <p className="text-sm">
            {fmt(m.beingMade, { title: last.title })}{' '}
            <Link
              className="text-gold-700 font-semibold underline"
              to={paths.order.href({ orderId: last.orderId })}
            >
              {m.trackOrder}
            </Link>
          </p>
          <p className="mt-2 text-sm">{m.pickNext}</p>
        </>
      ) : (
        <p className="text-muted text-sm">{m.pickIntro}</p>
      )}
      <div className="mt-3">
        <GoalPicker coins={view.coins} />
      </div>
      {view.coins[0] && <CoinCostList cost={view.coins[0].cost} className="mt-4" />}
    </div>
  );
}

function VaultFull({ m, view }: { m: M; view: GoalView }) {
  return (
    <div className="bg-gold-50 mt-3 rounded-xl p-4" role="status" data-testid="vault-full">
      <p className="font-semibold">{m.vaultFullTitle}</p>
      <p className="mt-1 text-sm">
        {fmt(m.vaultFullText, { limit: formatGrams(view.vaultLimitE8, 3) })}
      </p>
      <Link className="btn-primary mt-3" to={paths.goldSmith.href()}>
        {m.goGoldSmith}
      </Link>
    </div>
  );
}

function GoalProgress({ m, goal, view }: { m: M; goal: Goal; view: GoalView }) {
  const grams = formatGrams(goal.targetE8, 3);
  return (
    <div className="mt-2">
      <p className="font-display text-gold-800 text-xl font-bold">{goal.title}</p>
      {!goal.isOnSale && (
        <Alert tone="error" className="mt-2">
          {m.notOnSale}
        </Alert>
      )}
      {goal.canMakeNow && goal.isOnSale && (
        <div className="bg-ink text-gold-50 mt-3 rounded-xl p-4" data-testid="goal-reached">
          <p className="font-display text-gold-300 text-lg font-bold">
            {fmt(m.canMakeTitle, { grams })}
          </p>
          <p className="mt-1 text-sm">
            {fmt(m.canMakeText, { held: formatGrams(view.heldE8, 3), grams })}
          </p>
          <Link className="btn-primary mt-3" to={paths.goldSmith.href({ coin: goal.productId })}>
            {m.makeCoin}
          </Link>
        </div>
      )}
      <div
        role="progressbar"
        aria-label={fmt(m.progressLabel, { grams })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={goal.percent}
        className="bg-gold-50 mt-3 h-2.5 overflow-hidden rounded-full"
      >
        <div className="bg-gold-500 h-full rounded-full" style={{ width: `${goal.percent}%` }} />
      </div>
      <p className="mt-2 text-sm font-medium tabular-nums" data-testid="goal-progress">
        {fmt(m.progress, {
          held: formatGrams(Math.min(view.heldE8, goal.targetE8), 3),
          target: grams,
          percent: goal.percent,
        })}
      </p>
      {goal.neededE8 > 0 && (
        <p className="text-sm tabular-nums" data-testid="goal-needed">
          {fmt(m.needed, { grams: formatGrams(goal.neededE8, 3) })}
        </p>
      )}
      <Estimate m={m} goal={goal} view={view} />
      <CoinCostList cost={goal.cost} className="border-gold-500/20 mt-4 border-t pt-4" />
    </div>
  );
}

function Estimate({ m, goal, view }: { m: M; goal: Goal; view: GoalView }) {
  const e = goal.estimate;
  const text = (() => {
    switch (e.kind) {
      case 'reached':
        return null;
      case 'no-plan':
        return (
          <>
            {m.noPlan}{' '}
            <Link className="text-gold-700 font-semibold underline" to={paths.marketplace.href()}>
              {m.startPlan}
            </Link>
          </>
        );
      case 'date':
        return fmt(m.estimateDate, {
          date: formatDate(e.date),
          plans: goal.activePlans === 1 ? m.onePlan : fmt(m.manyPlans, { count: goal.activePlans }),
          price: formatRupees(goal.pricePaisePerGram),
        });
      case 'vault-limit':
        return fmt(m.vaultInTheWay, {
          limit: formatGrams(view.vaultLimitE8, 3),
          reachable: formatGrams(e.reachableE8, 3),
        });
      case 'beyond':
        return fmt(m.beyond, { date: formatDate(e.horizonDate) });
    }
  })();
  if (!text) return null;
  return (
    <p className="text-muted mt-2 text-sm" data-testid="goal-estimate">
      {text}
    </p>
  );
}
