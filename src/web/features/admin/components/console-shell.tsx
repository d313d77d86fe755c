import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { findAppRoute } from '../../../../shared/routes';
import { PageLink } from '../../../components/ui/page-link';
import { fmt, useMessages } from '../../../lib/i18n';
import { adminMessages } from '../messages';
import { CONSOLE_SECTIONS } from '../sections';

/**
 * Every console page's frame: the sections' navigation (a scrolling strip of chips on a phone,
 * a side list from 768 px) and the page's title. Pages render their content as children.
 */
export function ConsoleShell({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** buttons beside the title (an export, a refresh) */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const m = useMessages(adminMessages);
  const current = findAppRoute(useLocation().pathname)?.id;
  const activeRef = useRef<HTMLLIElement>(null);
  // on a phone the strip scrolls: keep the current section in view
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);

  return (
    <div className="page md:grid md:grid-cols-[12rem_minmax(0,1fr)] md:gap-8">
      <nav aria-label={m.sectionsLabel} className="-mx-4 mb-5 md:mx-0 md:mb-0">
        <p className="text-muted mb-2 hidden text-xs font-semibold tracking-wide uppercase md:block">
          {m.consoleName}
        </p>
        <ul className="flex snap-x gap-2 overflow-x-auto px-4 pb-2 md:sticky md:top-20 md:flex-col md:gap-1 md:overflow-visible md:px-0">
          {CONSOLE_SECTIONS.map((s) => {
            const isCurrent = s.route === current;
            return (
              <li key={s.route} ref={isCurrent ? activeRef : undefined} className="snap-start">
                <PageLink
                  to={s.href}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={`flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium whitespace-nowrap md:rounded-lg md:px-3 ${
                    isCurrent
                      ? 'bg-ink text-gold-100'
                      : 'border-ink/15 text-ink hover:bg-cream-deep border bg-white md:border-transparent md:bg-transparent'
                  }`}
                >
                  {m[s.label]}
                </PageLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="page-title">{title}</h1>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        {intro && <p className="text-muted mt-2 max-w-2xl">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** A query's loading and failure states, the same on every console page. */
export function QueryState({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  const m = useMessages(adminMessages);
  if (error) {
    return (
      <div role="alert" className="card p-4">
        <p className="text-danger">{fmt(m.loadFailed, { message: error.message })}</p>
        <button type="button" className="btn-outline mt-3" onClick={onRetry}>
          {m.retry}
        </button>
      </div>
    );
  }
  if (isPending) return <p className="text-muted">{m.loading}</p>;
  return null;
}

/** A list's next page, the same on every console page: shown only while there is one. */
export function ShowMore({
  q,
  label,
}: {
  q: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
}) {
  if (!q.hasNextPage) return null;
  return (
    <button
      type="button"
      className="btn-outline mt-4 w-full sm:w-auto"
      disabled={q.isFetchingNextPage}
      onClick={() => void q.fetchNextPage()}
    >
      {label}
    </button>
  );
}
