import { fmt, useMessages } from '../lib/i18n';
import { useGoal } from '../lib/queries/goal';
import { goalMessages } from './goal-messages';
import { GoalPicker } from './goal-picker';

/**
 * The end of a plan's set-up (issue 25): the coin the plan saves towards, picked here if none is
 * yet. Daily plans show it on StatusCheck; weekly and monthly on the MarketPlace they return to.
 */
export function GoalPrompt({ className = 'mt-6' }: { className?: string }) {
  const m = useMessages(goalMessages);
  const view = useGoal().data;
  if (!view || view.coins.length === 0) return null;
  return (
    <section
      aria-labelledby="plan-goal"
      className={`card p-5 ${className}`}
      data-testid="plan-goal"
    >
      <h2 id="plan-goal" className="font-display text-lg font-bold">
        {view.goal ? fmt(m.promptSet, { title: view.goal.title }) : m.promptPick}
      </h2>
      <p className="text-muted mt-1 mb-3 text-sm">{m.promptText}</p>
      <GoalPicker coins={view.coins} currentProductId={view.goal?.productId} />
    </section>
  );
}
