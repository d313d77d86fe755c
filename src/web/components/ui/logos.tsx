/** The brand mark: a gold ingot with the wordmark. */
export function BrandLogo({
  brand,
  className = '',
  isCompact = false,
}: {
  brand: string;
  className?: string;
  /** hide the wordmark on narrow screens (the header with widgets) */
  isCompact?: boolean;
}) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden focusable={false}>
        <rect width="64" height="64" rx="14" fill="#d4a72c" />
        <path d="M14 44 24 20h16l10 24z" fill="#14231c" />
        <path d="M24 20h16l-4 8H28z" fill="#f3d27a" />
      </svg>
      <span
        className={`font-display text-gold-100 text-lg font-bold tracking-wide ${isCompact ? 'hidden min-[480px]:inline' : ''}`}
      >
        {brand}
      </span>
    </span>
  );
}

/** The operator's jewellery house seal (since 1999). */
export function HouseSeal({
  since,
  label,
  className = '',
}: {
  since: number;
  /** what a screen reader says for it, e.g. 'Hyderabad jewellers since 1999' */
  label: string;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width="34"
      height="34"
      viewBox="0 0 64 64"
      role="img"
      aria-label={label}
    >
      <circle cx="32" cy="32" r="30" fill="none" stroke="#d4a72c" strokeWidth="3" />
      <circle cx="32" cy="32" r="23" fill="#22372c" stroke="#f3d27a" strokeWidth="1.5" />
      <text
        x="32"
        y="29"
        textAnchor="middle"
        fontSize="10"
        fontWeight="700"
        fill="#f3d27a"
        fontFamily="Georgia, serif"
      >
        EST.
      </text>
      <text
        x="32"
        y="42"
        textAnchor="middle"
        fontSize="12"
        fontWeight="700"
        fill="#f9edc4"
        fontFamily="Georgia, serif"
      >
        {since}
      </text>
    </svg>
  );
}
