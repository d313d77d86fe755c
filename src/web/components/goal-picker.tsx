import type { GoalCoin } from '../../shared/api/goals';
import { Alert } from './ui/alert';
import { errorMessage } from '../lib/errors';
import { fmt, useMessages } from '../lib/i18n';
import { useSetGoal } from '../lib/queries/goal';
import { goalMessages } from './goal-messages';

/** The coins a goal may name, each with a button that makes it the goal (one goal at a time). */
export function GoalPicker({
  coins,
  currentProductId,
  onPicked,
}: {
  coins: GoalCoin[];
  currentProductId?: string | undefined;
  onPicked?: () => void;
}) {
  const m = useMessages(goalMessages);
  const set = useSetGoal();
  return (
    <div>
      {set.isError && (
        <Alert tone="error" className="mb-3">
          {errorMessage(set.error)}
        </Alert>
      )}
      <ul className="grid gap-2 sm:grid-cols-3">
        {coins.map((c) => {
          const isCurrent = c.productId === currentProductId;
          return (
            <li key={c.productId}>
              <button
                type="button"
                className={isCurrent ? 'btn-primary w-full' : 'btn-outline w-full'}
                disabled={set.isPending || isCurrent}
                aria-pressed={isCurrent}
                aria-label={fmt(m.setGoalFor, { title: c.title })}
                onClick={() => set.mutate(c.productId, { onSuccess: () => onPicked?.() })}
              >
                {c.title}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
