import type { ReactNode } from 'react';

const TONES = {
  error: 'border-danger/30 bg-red-50 text-danger',
  success: 'border-success/30 bg-emerald-50 text-success',
  info: 'border-gold-500/40 bg-gold-50 text-ink',
} as const;

/**
 * A message where the action happened: errors are announced at once (role alert), success and
 * information politely (role status).
 */
export function Alert({
  tone,
  children,
  className = '',
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm leading-relaxed ${TONES[tone]} ${className}`}
    >
      {children}
    </div>
  );
}
