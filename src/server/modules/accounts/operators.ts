import { normaliseEmail } from '../../../shared/api/fields';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { audit, type AuditActor } from '../audit/service';
import { accountMessages as msg, fill } from './messages';
import * as repo from './repo';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'jobs'>;

/** Who grants the operators of OPERATOR_EMAILS, as the audit log names it. */
export const CONFIG_ACTOR: AuditActor = { userId: null, label: 'config:OPERATOR_EMAILS' };

/** Sets the account's role, with its audit row; false when it already had that role. */
export async function makeOperator(
  tx: DbOrTx,
  user: repo.UserRow,
  by: AuditActor,
  at: Date,
  isOperator: boolean,
  reason?: string,
): Promise<boolean> {
  const role = isOperator ? 'admin' : 'customer';
  const changed = await repo.updateRoleIfDifferent(tx, user.id, role, at);
  if (!changed) return false;
  await audit(tx, {
    by,
    at,
    action: isOperator ? 'operator.grant' : 'operator.revoke',
    target: { type: 'user', id: user.id },
    before: { role: user.role, email: user.email },
    after: { role, email: user.email },
    reason: reason ?? null,
  });
  return true;
}

/**
 * Makes the account of this email an operator (role admin) or a customer again, with its audit
 * row: `npm run operator -- grant|revoke <email>`. Throws NOT_FOUND for an unknown email.
 * Answers whether the role changed (a repeat changes nothing and writes no row).
 */
export async function setOperator(
  deps: Pick<Deps, 'db' | 'clock'>,
  by: AuditActor,
  email: string,
  isOperator: boolean,
  reason?: string,
): Promise<{ userId: string; changed: boolean }> {
  return deps.db.transaction(async (tx) => {
    const user = await repo.findUserByEmail(tx, normaliseEmail(email));
    if (!user) throw new AppError('NOT_FOUND', fill(msg.noAccountWithEmail, { email }));
    const changed = await makeOperator(tx, user, by, deps.clock.now(), isOperator, reason);
    return { userId: user.id, changed };
  });
}

/**
 * OPERATOR_EMAILS at start-up: each listed account whose email is verified becomes an operator
 * (an unverified one does when its owner opens the verification link). Safe on every start and
 * on several instances at once: the role changes, and is audited, once.
 */
export async function grantConfiguredOperators(deps: Pick<Deps, 'db' | 'clock' | 'config'>) {
  for (const email of deps.config.OPERATOR_EMAILS) {
    await deps.db.transaction(async (tx) => {
      const user = await repo.findUserByEmail(tx, email);
      if (!user?.isActive || user.role === 'admin') return;
      await makeOperator(tx, user, CONFIG_ACTOR, deps.clock.now(), true);
    });
  }
}

/** The operators (role admin), suspended ones included, by email. */
export async function listOperators(deps: Pick<Deps, 'db'>) {
  const rows = await repo.findByRole(deps.db, 'admin');
  return rows.map((u) => ({
    id: u.id,
    email: u.email,
    name: `${u.firstName} ${u.lastName}`,
    suspendedAt: u.suspendedAt,
  }));
}
