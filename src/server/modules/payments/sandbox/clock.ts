import { nextWindowStart } from '../../../../shared/rules/autopay';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import { sandboxToolMessages } from './messages';

/**
 * Moves the app's clock (and so the sandbox's) forward: a plan's 24 h notice and the non-peak
 * hours pass without waiting. Then the jobs that act on time look at once.
 */
export async function moveClock(deps: AppDeps, ms: number | 'next-window', runJobs = true) {
  const clock = deps.clock;
  if (!clock.advance) throw new AppError('CONFLICT', sandboxToolMessages.clockFixed);
  const now = clock.now();
  const by = ms === 'next-window' ? nextWindowStart(now).getTime() - now.getTime() : ms;
  if (by > 0) clock.advance(by);
  if (runJobs) {
    // a price for the new time first (the old one is stale there), then the debits
    await deps.jobs.runNow('price-refresh').catch(() => undefined);
    for (const job of ['plan-debits', 'payments-reconcile']) deps.jobs.kick(job);
  }
  return { ok: true, now: clock.now().toISOString(), shiftMs: clock.shiftMs?.() ?? null };
}
