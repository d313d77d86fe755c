import type { Partner, PartnerMark } from './partners';

const MARKS: Record<PartnerMark, string> = {
  shield: 'M20 4 6 9v9c0 8 6 13 14 16 8-3 14-8 14-16V9z',
  hex: 'M20 3 35 11.5v17L20 37 5 28.5v-17z',
  drop: 'M20 3C13 13 8 19 8 25a12 12 0 0 0 24 0c0-6-5-12-12-22z',
  circle: 'M20 4a16 16 0 1 1 0 32 16 16 0 0 1 0-32z',
  diamond: 'M20 3 37 20 20 37 3 20z',
  arrow: 'M4 20 20 4v10h16v12H20v10z',
  leaf: 'M6 34C6 16 16 6 34 6c0 18-10 28-28 28z',
  wave: 'M3 14c6-6 11-6 17 0s11 6 17 0v12c-6 6-11 6-17 0S9 20 3 26z',
};

/** A partner's wordmark: a coloured mark over the name and a small tagline; `kind` is for screen readers. */
export function PartnerLogo({ partner, kind }: { partner: Partner; kind: string }) {
  return (
    <span className="flex flex-col items-center text-center leading-none md:flex-row md:gap-2 md:text-left">
      <svg viewBox="0 0 40 40" className="size-6 shrink-0 md:size-9" aria-hidden focusable={false}>
        <path d={MARKS[partner.mark]} fill={partner.color} />
        <path
          d="M13 27h14"
          stroke="#fff"
          strokeOpacity=".7"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <span className="mt-1 md:mt-0">
        <span
          className="font-display block text-[0.8rem] font-bold tracking-tight md:text-lg"
          style={{ color: partner.color }}
        >
          {partner.name}
        </span>
        <span className="text-muted mt-0.5 block text-[0.55rem] font-semibold tracking-wider md:text-[0.65rem]">
          {partner.tag}
        </span>
        <span className="sr-only">, {kind}</span>
      </span>
    </span>
  );
}
