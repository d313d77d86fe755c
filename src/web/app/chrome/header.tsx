import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MenuIcon, WhatsAppIcon } from '../../components/ui/icons';
import { BrandLogo, HouseSeal } from '../../components/ui/logos';
import { fmt, useMessages } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/queries/config';
import { whatsappLink } from '../../lib/whatsapp';
import { chromeMessages } from './messages';
import { paths } from '../../../shared/routes';

/** Fixed header: menu toggle, two logos to home, optional widgets and the WhatsApp help link. */
export function Header({
  isMenuOpen,
  onToggleMenu,
  widgets,
}: {
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  widgets?: ReactNode;
}) {
  const m = useMessages(chromeMessages);
  const config = usePublicConfig();
  return (
    <header className="bg-ink text-gold-100 fixed inset-x-0 top-0 z-40 shadow-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-2 md:px-6">
        <button
          type="button"
          className="hover:bg-ink-soft inline-flex size-11 items-center justify-center rounded-full"
          aria-label={isMenuOpen ? m.closeMenu : m.openMenu}
          aria-expanded={isMenuOpen}
          aria-controls="sidebar"
          onClick={onToggleMenu}
        >
          <MenuIcon />
        </button>
        <Link
          to={paths.home.href()}
          aria-label={`${config?.brand ?? ''} ${m.home}`.trim()}
          className="rounded-lg"
        >
          <BrandLogo brand={config?.brand ?? ''} isCompact={Boolean(widgets)} />
        </Link>
        {/* spec 2: two logos, on a phone as on a desktop (smaller beside the widgets) */}
        <Link to={paths.home.href()} aria-label={m.home} className="block shrink-0 rounded-full">
          <HouseSeal
            className={widgets ? 'size-7 sm:size-[34px]' : ''}
            since={config?.operator.since ?? 1999}
            label={fmt(m.sealLabel, { since: config?.operator.since ?? 1999 })}
          />
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          {widgets}
          {config && (
            <a
              href={whatsappLink(config.operator.whatsapp, m.helpPrefill)}
              target="_blank"
              rel="noreferrer"
              aria-label={m.helpLabel}
              className="bg-gold-500 text-ink hover:bg-gold-300 inline-flex size-10 shrink-0 items-center justify-center rounded-full"
            >
              <WhatsAppIcon />
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
