import { Link } from 'react-router';
import { formatGramsFromMg } from '../../../shared/money/format';
import { paths } from '../../../shared/routes';
import { fmt } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/queries/config';
import type { planMessages } from './messages';

type M = (typeof planMessages)['en'];

/**
 * A plan paused for a full vault (decisions.md: Vault limit): where to make room. The plan goes on
 * by itself once its next debit fits, so the only thing to do is a coin at the Gold Smith.
 */
export function VaultFullCard({ m }: { m: M }) {
  const config = usePublicConfig();
  const limit = config ? formatGramsFromMg(config.limits.vaultLimitMg) : undefined;
  return (
    <div
      role="status"
      aria-labelledby="vault-full-title"
      className="border-gold-500/40 bg-gold-50 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4"
    >
      <div className="min-w-0 flex-1 basis-60">
        <p id="vault-full-title" className="font-semibold">
          {m.vaultFullTitle}
        </p>
        <p className="text-sm leading-relaxed">
          {limit ? fmt(m.vaultFullBody, { limit }) : m.vaultFullBodyNoLimit}
        </p>
      </div>
      <Link className="btn-primary" to={paths.goldSmith.href()}>
        {m.vaultFullAction}
      </Link>
    </div>
  );
}
