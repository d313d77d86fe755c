import { Link } from 'react-router';
import { BrandLogo } from '../../components/ui/logos';
import { fmt, useMessages } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/queries/config';
import { whatsappLink } from '../../lib/whatsapp';
import { LanguageSwitch } from './language-switch';
import { chromeMessages } from './messages';
import { LEGAL_LINKS } from './sidebar';
import { paths } from '../../../shared/routes';

export function Footer() {
  const m = useMessages(chromeMessages);
  const config = usePublicConfig();
  const heading = 'text-gold-300 mb-3 text-sm font-semibold tracking-wider uppercase';
  const link = 'text-gold-50/85 hover:text-gold-300 inline-block py-1 text-sm';
  return (
    <footer className="bg-ink text-gold-50 mt-12">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-4 md:px-8">
        <div>
          <BrandLogo brand={config?.brand ?? ''} />
          <p className="text-gold-50/80 mt-3 text-sm leading-relaxed">
            {fmt(m.footerTagline, { since: config?.operator.since ?? 1999 })}
          </p>
          {config && <p className="text-gold-50/70 mt-2 text-xs">{config.operator.address}</p>}
          <LanguageSwitch className="mt-4" />
        </div>
        <div>
          <h2 className={heading}>{m.footerCompany}</h2>
          <ul>
            <li>
              <Link className={link} to={paths.about.href()}>
                {m.footerAbout}
              </Link>
            </li>
            <li>
              <Link className={link} to={paths.store.href()}>
                {m.footerStore}
              </Link>
            </li>
            <li>
              <Link className={link} to={paths.marketplace.href()}>
                {m.footerMarket}
              </Link>
            </li>
            <li>
              <Link className={link} to={paths.androidStore.href()}>
                {m.footerApp}
              </Link>
            </li>
            <li>
              <Link className={link} to={paths.reserve.href()}>
                {m.footerReserve}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>{m.footerHelpful}</h2>
          <ul>
            <li>
              <Link className={link} to={paths.contact.href()}>
                {m.footerContact}
              </Link>
            </li>
            <li>
              <Link className={link} to={`${paths.about.href()}#faq`}>
                {m.footerFaqs}
              </Link>
            </li>
            {config && (
              <li>
                <a
                  className={link}
                  href={whatsappLink(config.operator.whatsapp, m.helpPrefill)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {m.footerLiveChat}
                </a>
              </li>
            )}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{m.footerLegal}</h2>
          <ul>
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <Link className={link} to={l.to}>
                  {m[l.key]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-ink-soft border-t">
        <p className="text-gold-50/70 mx-auto max-w-6xl px-4 py-4 text-xs md:px-8">
          {fmt(m.copyright, { year: new Date().getFullYear(), name: config?.operator.name ?? '' })}
        </p>
      </div>
    </footer>
  );
}
