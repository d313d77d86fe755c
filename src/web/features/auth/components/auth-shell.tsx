import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fmt, useMessages } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/queries/config';
import { authMessages } from '../messages';
import { paths } from '../../../../shared/routes';

const Check = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    className="text-gold-300 mt-0.5 shrink-0"
  >
    <path d="M5 12l5 5L20 7" />
  </svg>
);

/** Three stacked gold bars: decoration for the brand panel. */
const GoldBars = () => (
  <svg viewBox="0 0 240 150" aria-hidden className="relative mx-auto w-full max-w-64">
    <defs>
      <linearGradient id="auth-bar-top" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#f9edc4" />
        <stop offset="1" stopColor="#f3d27a" />
      </linearGradient>
      <linearGradient id="auth-bar-face" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#d4a72c" />
        <stop offset="1" stopColor="#8a6811" />
      </linearGradient>
    </defs>
    {[
      [20, 100],
      [124, 100],
      [72, 52],
    ].map(([x, y]) => (
      <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
        <path d="M14 0h68l14 34H0z" fill="url(#auth-bar-face)" />
        <path d="M14 0h68l-6 10H20z" fill="url(#auth-bar-top)" />
        <text x="48" y="26" textAnchor="middle" fontSize="10" fontWeight="700" fill="#6b500d">
          24K
        </text>
      </g>
    ))}
  </svg>
);

/**
 * The frame of the sign-in family of screens: the form in a card; from 768 px a brand panel
 * beside it.
 */
export function AuthShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const m = useMessages(authMessages);
  const config = usePublicConfig();
  return (
    <section className="page">
      <div className="card mx-auto grid max-w-5xl overflow-hidden md:grid-cols-[5fr_6fr]">
        <div className="bg-ink text-gold-50 relative hidden flex-col justify-between gap-8 overflow-hidden p-10 md:flex">
          <div
            aria-hidden
            className="bg-gold-500/15 pointer-events-none absolute -top-24 -right-24 size-72 rounded-full"
          />
          <div className="relative">
            <p className="font-display text-gold-300 text-3xl leading-tight font-bold">
              {m.pitchTitle}
            </p>
            <p className="text-gold-50/80 mt-3">
              {fmt(m.pitchText, { since: config?.operator.since ?? 1999 })}
            </p>
          </div>
          <GoldBars />
          <ul className="relative space-y-4 text-sm">
            {[m.pitchFrom, m.pitchPure, m.pitchAnts].map((t) => (
              <li key={t} className="flex gap-3">
                <Check />
                <span>{t}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="p-5 sm:p-8 md:p-10">
          <h1 className="page-title">{title}</h1>
          {intro && <p className="text-muted mt-2">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </section>
  );
}

/** "By continuing you agree to our Terms & Conditions." with the link (spec 2: Sign in). */
export function TermsNote() {
  const m = useMessages(authMessages);
  return (
    <p className="text-muted text-xs leading-relaxed">
      {m.termsBefore}
      <Link to={paths.terms.href()} className="text-gold-700 font-medium underline">
        {m.termsLink}
      </Link>
      {m.termsAfter}
    </p>
  );
}
