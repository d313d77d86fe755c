import { useMessages } from '../../lib/i18n';
import { chromeMessages } from './messages';

/** Shown while the app learns who is signed in (spec 2). */
export function FullScreenLoader() {
  const m = useMessages(chromeMessages);
  return (
    <div
      role="status"
      aria-label={m.loading}
      className="bg-ink fixed inset-0 z-[60] flex items-center justify-center"
    >
      <svg width="72" height="72" viewBox="0 0 64 64" aria-hidden className="animate-pulse">
        <rect width="64" height="64" rx="14" fill="#d4a72c" />
        <path d="M14 44 24 20h16l10 24z" fill="#14231c" />
        <path d="M24 20h16l-4 8H28z" fill="#f3d27a" />
      </svg>
    </div>
  );
}
