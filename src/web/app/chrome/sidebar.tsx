import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronDownIcon, CloseIcon } from '../../components/ui/icons';
import { fmt, useMessages } from '../../lib/i18n';
import { useSession, useSignOut } from '../../lib/queries/session';
import { LanguageSwitch } from './language-switch';
import { chromeMessages } from './messages';
import { paths } from '../../../shared/routes';

export const LEGAL_LINKS = [
  { to: paths.privacy.href(), key: 'privacy' },
  { to: paths.terms.href(), key: 'terms' },
  { to: paths.refund.href(), key: 'refund' },
  { to: paths.disclaimer.href(), key: 'disclaimer' },
  { to: paths.shipping.href(), key: 'shipping' },
] as const;

/** The slide-in menu. Closes on an outside click, Escape or a link choice (spec 2: Sidebar). */
export function Sidebar({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const m = useMessages(chromeMessages);
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [isLegalOpen, setLegalOpen] = useState(false);
  const legalId = useId();
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    panelRef.current?.querySelector<HTMLElement>('a,button')?.focus();
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, onClose]);

  const onLogout = () => {
    onClose();
    signOut.mutate(undefined, { onSettled: () => navigate(paths.signIn.href()) });
  };

  const item =
    'block rounded-xl px-4 py-3 text-base font-medium text-gold-50 hover:bg-ink-soft focus-visible:bg-ink-soft';

  return (
    <>
      <div
        className={`fixed inset-0 z-40 bg-black/50 transition-opacity ${isOpen ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        onClick={onClose}
        aria-hidden
        data-testid="sidebar-backdrop"
      />
      <aside
        id="sidebar"
        ref={panelRef}
        aria-label={m.menu}
        aria-hidden={!isOpen}
        inert={!isOpen}
        className={`bg-ink fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto transition-transform duration-200 ${isOpen ? 'translate-x-0 shadow-2xl' : 'invisible -translate-x-full'}`}
      >
        <div className="border-ink-soft flex items-start justify-between gap-2 border-b p-4">
          <div>
            <p className="font-display text-gold-300 text-xl font-bold">
              {user ? fmt(m.greeting, { name: user.firstName }) : m.guestGreeting}
            </p>
            <p className="text-gold-100/80 text-sm">{user ? m.greetingSub : m.guestSub}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={m.closeMenu}
            className="text-gold-100 hover:bg-ink-soft inline-flex size-11 items-center justify-center rounded-full"
          >
            <CloseIcon />
          </button>
        </div>
        <LanguageSwitch className="border-ink-soft border-b px-4 py-3" />
        <nav aria-label={m.menu} className="flex-1 p-2">
          <ul className="space-y-1">
            {user?.role === 'admin' && (
              <li>
                <Link to={paths.adminToday.href()} className={item} onClick={onClose}>
                  {m.operatorConsole}
                </Link>
              </li>
            )}
            <li>
              <Link to={paths.marketplace.href()} className={item} onClick={onClose}>
                {m.market}
              </Link>
            </li>
            <li>
              <Link to={paths.store.href()} className={item} onClick={onClose}>
                {m.store}
              </Link>
            </li>
            <li>
              <Link to={paths.currency.href()} className={item} onClick={onClose}>
                {m.howItWorks}
              </Link>
            </li>
            <li>
              <Link to={paths.jewelleryExchange.href()} className={item} onClick={onClose}>
                {m.jewelleryExchange}
              </Link>
            </li>
            <li>
              <Link to={paths.about.href()} className={item} onClick={onClose}>
                {m.aboutUs}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`${item} flex w-full items-center justify-between text-left`}
                aria-expanded={isLegalOpen}
                aria-controls={legalId}
                onClick={() => setLegalOpen((v) => !v)}
              >
                {m.legal}
                <ChevronDownIcon
                  className={`transition-transform ${isLegalOpen ? 'rotate-180' : ''}`}
                />
              </button>
              <ul
                id={legalId}
                hidden={!isLegalOpen}
                className="ml-4 space-y-1 border-l border-gold-700/50 pl-2"
              >
                {LEGAL_LINKS.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className={`${item} py-2 text-sm`} onClick={onClose}>
                      {m[l.key]}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <Link to={paths.contact.href()} className={item} onClick={onClose}>
                {m.contact}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="border-ink-soft space-y-2 border-t p-4">
          {user ? (
            <>
              <Link to={paths.dashboard.href()} className="btn-primary w-full" onClick={onClose}>
                {m.account}
              </Link>
              <button
                type="button"
                className="btn w-full border border-gold-300/40 text-gold-100"
                onClick={onLogout}
              >
                {m.logout}
              </button>
            </>
          ) : (
            <Link to={paths.signIn.href()} className="btn-primary w-full" onClick={onClose}>
              {m.login}
            </Link>
          )}
        </div>
      </aside>
    </>
  );
}
