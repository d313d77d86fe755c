import type { AppDeps } from '../../deps';

export type Logger = { error(obj: object, msg: string): void };

/** Work started after an answer, per app instance: awaited when the app closes (and by tests). */
const afterAnswerWork = new WeakMap<object, Set<Promise<void>>>();

/**
 * Runs `work` once the answer has left (the next turn of the event loop), so what it does (a
 * lookup, a token, a mail) cannot change how long the answer took. Its failure is logged.
 */
export function afterAnswer(
  deps: Pick<AppDeps, 'db'> & { log?: Logger },
  work: () => Promise<void>,
) {
  const key = deps.db as object;
  let pending = afterAnswerWork.get(key);
  if (!pending) afterAnswerWork.set(key, (pending = new Set()));
  const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((err: unknown) => deps.log?.error({ err }, 'work after an answer failed'))
    .finally(() => pending.delete(p));
  pending.add(p);
}

/** Resolves once the work started after answers (sign-up and reset mails) has finished. */
export async function workAfterAnswers(deps: Pick<AppDeps, 'db'>) {
  const pending = afterAnswerWork.get(deps.db as object);
  while (pending?.size) await Promise.all([...pending]);
}
