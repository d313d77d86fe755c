import { createContext, useContext, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useMessages } from '../../lib/i18n';
import { pageLinkMessages } from './page-link-messages';

/**
 * Whether a link target (a path, maybe with a query or fragment) is a route with a page. The app
 * provides the answer from its page table (src/web/app/layout.tsx, src/web/app/pages.ts): a
 * component never imports the app, whose pages import the components (an import circle). Outside
 * the app (a component rendered on its own) every target counts as a page.
 */
const HasPageContext = createContext<(href: string) => boolean>(() => true);
export const HasPageProvider = HasPageContext.Provider;
export const useHasPage = () => useContext(HasPageContext);

/** The 'Coming soon' label of a link whose page is not built yet. */
export function ComingSoonBadge({ className = '' }: { className?: string }) {
  const m = useMessages(pageLinkMessages);
  return (
    <span
      className={`bg-cream-deep text-gold-800 inline-block w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}
    >
      {m.comingSoon}
    </span>
  );
}

type PageLinkProps = Omit<LinkProps, 'to'> & {
  /** a link built with `paths.<id>.href(...)` (src/shared/routes.ts) */
  to: string;
  /** classes of the disabled control drawn while the page is not built (default: className) */
  soonClassName?: string;
  children: ReactNode;
};

/**
 * A link to a page of the app. While the target route has no page (src/web/app/pages.ts), it is
 * drawn as a disabled control marked 'Coming soon' instead of a link to a 404; adding the page
 * turns every such link on.
 */
export function PageLink({ to, className, soonClassName, children, ...rest }: PageLinkProps) {
  const hasPage = useHasPage();
  if (hasPage(to)) {
    return (
      <Link to={to} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  const classes = soonClassName ?? (typeof className === 'string' ? className : undefined);
  return (
    <span role="link" aria-disabled="true" className={`${classes ?? ''} cursor-default opacity-75`}>
      {children}
      <ComingSoonBadge />
    </span>
  );
}
