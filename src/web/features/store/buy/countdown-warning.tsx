import { fmt, useMessages } from '../../../lib/i18n';
import { mmss } from '../../../lib/use-status-countdown';
import { buyMessages } from '../buy-messages';
import { WARN_SECONDS } from './use-redirect-countdown';

/**
 * The last seconds of a checkout's countdown (decisions.md: Payments): a warning with a button
 * to stay, which restarts the countdown and asks for the current price.
 */
export function CountdownWarning({ left, onStay }: { left: number; onStay: () => void }) {
  const m = useMessages(buyMessages);
  if (left > WARN_SECONDS) return null;
  return (
    <div
      role="alert"
      className="bg-ink text-gold-50 fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-2xl p-4 shadow-xl"
    >
      <p className="min-w-0 flex-1 text-sm">{fmt(m.countdownWarning, { time: mmss(left) })}</p>
      <button type="button" className="btn-primary" onClick={onStay}>
        {m.countdownStay}
      </button>
    </div>
  );
}
