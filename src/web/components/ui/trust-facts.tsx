import { paths } from '../../../shared/routes';
import { useMessages } from '../../lib/i18n';
import { PageLink } from './page-link';
import { trustFactsMessages } from './trust-facts-messages';

/**
 * One plain sentence each, where a buyer decides (decisions.md: Reserve): the reserve with its
 * link, the AutoPay rights (where a plan is set up) and the regulator's caution. No figure here
 * promises returns, interest or growth.
 */
export function TrustFacts({
  autopay = false,
  className = '',
}: {
  /** show the AutoPay rights (plan pages, About) */
  autopay?: boolean;
  className?: string;
}) {
  const m = useMessages(trustFactsMessages);
  return (
    <aside
      aria-label={m.title}
      className={`border-ink/10 grid gap-2 rounded-2xl border bg-white p-4 text-sm ${className}`}
    >
      <p>
        {m.reserve}{' '}
        <PageLink to={paths.reserve.href()} className="text-gold-800 font-semibold underline">
          {m.reserveLink}
        </PageLink>
      </p>
      {autopay && <p>{m.autopay}</p>}
      <p className="text-muted">{m.regulator}</p>
    </aside>
  );
}
