/**
 * A "Get it on Google Play" badge drawn in our own style (no third-party artwork), linking to the
 * operator's Play Store listing.
 */
export function PlayStoreBadge({
  href,
  topLine,
  bottomLine,
  className = '',
}: {
  href: string;
  topLine: string;
  bottomLine: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={`inline-flex min-h-12 items-center gap-3 rounded-xl border border-white/25 bg-black px-4 py-2 text-white shadow-md transition-transform hover:-translate-y-0.5 ${className}`}
    >
      <svg width="26" height="28" viewBox="0 0 26 28" aria-hidden focusable={false}>
        <path d="M1.5 1.2 14.6 14 1.5 26.8A2 2 0 0 1 1 25.4V2.6a2 2 0 0 1 .5-1.4z" fill="#3ddc84" />
        <path d="M18.9 9.7 14.6 14 1.5 1.2c.5-.4 1.3-.5 2-.1z" fill="#f3d27a" />
        <path d="M18.9 18.3 3.5 26.9c-.7.4-1.5.3-2-.1L14.6 14z" fill="#d4a72c" />
        <path d="m18.9 9.7 4.6 2.6c1.4.8 1.4 2.6 0 3.4l-4.6 2.6-4.3-4.3z" fill="#fdf8e8" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-[0.65rem] font-medium tracking-wider uppercase">{topLine}</span>
        <span className="mt-1 text-lg font-semibold tracking-tight">{bottomLine}</span>
      </span>
    </a>
  );
}
