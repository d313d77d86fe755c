// The jobs module's public face: the scheduler that triggers jobs on an interval, and the runner
// that works a table of due rows (claim with a lease, work, reschedule).
export { createScheduler, type Scheduler } from './scheduler';
export {
  claimDue,
  doublingBackoff,
  dueQueues,
  runQueue,
  type LeaseQueue,
  type RunResult,
  type RunnerDeps,
} from './runner';
