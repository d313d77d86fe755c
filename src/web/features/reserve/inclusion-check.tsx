import { useState } from 'react';
import type { ReserveProof } from '../../../shared/rules/merkle-sum';
import { formatGrams } from '../../../shared/money/format';
import { paths } from '../../../shared/routes';
import { PageLink } from '../../components/ui/page-link';
import { errorMessage } from '../../lib/errors';
import { fmt, useMessages } from '../../lib/i18n';
import { useSession } from '../../lib/queries/session';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { fetchReserveProof } from './api';
import { reserveMessages } from './messages';

type Outcome =
  | { kind: 'ok'; proof: ReserveProof; goldE8: number; rootHash: string; totalE8: number }
  | { kind: 'bad' | 'mismatch' }
  | { kind: 'error'; message: string };

/** A file the browser saves, made from the proof (no server round trip). */
function download(proof: ReserveProof) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(proof, null, 2)], { type: 'application/json' }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = `reserve-proof-${proof.snapshot.id}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Check that my gold is counted": fetches the saver's proof and checks it in the browser with
 * the same rule the server built the tree with (Web Crypto's SHA-256), against the root and total
 * this page published.
 */
export function InclusionCheck({
  published,
  supportEmail,
}: {
  published: { rootHash: string; totalE8: number };
  supportEmail: string;
}) {
  const m = useMessages(reserveMessages);
  const hydrated = useIsHydrated();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  if (!hydrated || !user)
    return (
      <PageLink
        to={paths.signIn.href({ next: paths.reserve.href() })}
        className="btn-outline w-fit"
      >
        {m.checkSignIn}
      </PageLink>
    );

  const check = async () => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const [proof, { verifyProof }] = await Promise.all([
        fetchReserveProof(),
        import('../../../shared/rules/merkle-sum'),
      ]);
      const result = await verifyProof(proof);
      if (!result.ok) setOutcome({ kind: 'bad' });
      else if (result.rootHash !== published.rootHash || result.totalE8 !== published.totalE8)
        setOutcome({ kind: 'mismatch' });
      else setOutcome({ kind: 'ok', proof: proof as ReserveProof, ...result });
    } catch (err) {
      setOutcome({ kind: 'error', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-4">
      <button
        type="button"
        className="btn-primary w-fit"
        onClick={() => void check()}
        disabled={busy}
      >
        {busy ? m.checking : m.checkButton}
      </button>
      <div aria-live="polite">
        {outcome?.kind === 'ok' && (
          <div
            className="border-success/40 grid gap-3 rounded-2xl border bg-white p-4"
            data-testid="inclusion-ok"
          >
            <p className="text-success font-semibold">
              {fmt(m.checkOk, { grams: formatGrams(outcome.goldE8, 8) })}
            </p>
            <dl className="grid gap-1 text-sm">
              <dt className="text-muted">{m.checkYourGrams}</dt>
              <dd className="font-mono">{fmt(m.grams, { g: formatGrams(outcome.goldE8, 8) })}</dd>
              <dt className="text-muted">{m.checkRoot}</dt>
              <dd className="font-mono break-all">{outcome.rootHash}</dd>
              <dt className="text-muted">{m.checkTotal}</dt>
              <dd className="font-mono">{fmt(m.grams, { g: formatGrams(outcome.totalE8, 8) })}</dd>
            </dl>
            <button
              type="button"
              className="btn-outline w-fit"
              onClick={() => download(outcome.proof)}
            >
              {m.download}
            </button>
            <p className="text-muted text-sm">{m.downloadHint}</p>
          </div>
        )}
        {(outcome?.kind === 'bad' || outcome?.kind === 'mismatch') && (
          <p role="alert" className="text-danger font-semibold">
            {fmt(outcome.kind === 'bad' ? m.checkBad : m.checkMismatch, { email: supportEmail })}
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p role="alert" className="text-danger">
            {outcome.message}
          </p>
        )}
      </div>
    </div>
  );
}
