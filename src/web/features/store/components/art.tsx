import { useId } from 'react';

// Small drawn illustrations for the store's tiles and banners (decorative: aria-hidden).

type ArtProps = { className?: string };

function GoldDefs({ id, silver = false }: { id: string; silver?: boolean }) {
  const [hi, mid, deep] = silver
    ? ['#ffffff', '#c3cad2', '#6f7a86']
    : ['#fff1b8', '#deb03e', '#8a6811'];
  return (
    <defs>
      <radialGradient id={`${id}-ball`} cx="0.35" cy="0.3" r="0.8">
        <stop offset="0" stopColor={hi} />
        <stop offset="0.55" stopColor={mid} />
        <stop offset="1" stopColor={deep} />
      </radialGradient>
      <linearGradient id={`${id}-lin`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={hi} />
        <stop offset="0.5" stopColor={mid} />
        <stop offset="1" stopColor={deep} />
      </linearGradient>
    </defs>
  );
}

const svgProps = (className?: string) => ({
  viewBox: '0 0 120 90',
  className,
  'aria-hidden': true,
  focusable: false,
});

export function NuggetsArt({ className }: ArtProps) {
  const id = useId();
  return (
    <svg {...svgProps(className)}>
      <GoldDefs id={id} />
      <ellipse cx="62" cy="74" rx="42" ry="7" fill="#000" opacity="0.25" />
      <path
        d="M30 60c-6-9 2-22 13-21 6-8 19-6 21 3 9 1 13 11 7 18-4 6-14 5-18 2-7 5-18 5-23-2z"
        fill={`url(#${id}-ball)`}
        stroke="#6b500d"
        strokeWidth="1.5"
      />
      <path
        d="M62 66c-5-8 3-17 11-15 5-6 16-3 17 5 7 2 8 11 1 14-5 3-11 1-13-1-5 3-13 3-16-3z"
        fill={`url(#${id}-ball)`}
        stroke="#6b500d"
        strokeWidth="1.5"
      />
      <path
        d="M50 40c-3-7 3-14 10-12 5-5 13-2 13 5 5 2 5 9 0 11-4 2-9 1-11-1-5 3-10 2-12-3z"
        fill={`url(#${id}-ball)`}
        stroke="#6b500d"
        strokeWidth="1.5"
      />
      <ellipse
        cx="42"
        cy="47"
        rx="5"
        ry="2"
        fill="#fff"
        opacity="0.7"
        transform="rotate(-25 42 47)"
      />
      <ellipse
        cx="73"
        cy="57"
        rx="4"
        ry="1.6"
        fill="#fff"
        opacity="0.7"
        transform="rotate(-25 73 57)"
      />
    </svg>
  );
}

function Coin({
  id,
  x,
  y,
  r,
  label,
}: {
  id: string;
  x: number;
  y: number;
  r: number;
  label?: string;
}) {
  return (
    <g>
      <circle cx={x + 1.5} cy={y + 2} r={r} fill="#000" opacity="0.25" />
      <circle cx={x} cy={y} r={r} fill={`url(#${id}-lin)`} stroke="#6b500d" strokeWidth="1.5" />
      <circle
        cx={x}
        cy={y}
        r={r - 4}
        fill="none"
        stroke="#fff"
        strokeOpacity="0.5"
        strokeDasharray="1.5 2"
      />
      {label && (
        <text
          x={x}
          y={y + 4}
          textAnchor="middle"
          fontSize={r * 0.55}
          fontWeight="700"
          fill="#6b500d"
          fontFamily="Georgia, serif"
        >
          {label}
        </text>
      )}
    </g>
  );
}

export function CoinsArt({ className }: ArtProps) {
  const id = useId();
  return (
    <svg {...svgProps(className)}>
      <GoldDefs id={id} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <ellipse
            cx="38"
            cy={70 - i * 6}
            rx="20"
            ry="7"
            fill={`url(#${id}-lin)`}
            stroke="#6b500d"
          />
        </g>
      ))}
      <Coin id={id} x={78} y={44} r={26} label="24K" />
    </svg>
  );
}

export function SilverArt({ className }: ArtProps) {
  const id = useId();
  return (
    <svg {...svgProps(className)}>
      <GoldDefs id={id} silver />
      <Coin id={id} x={60} y={44} r={30} label="Ag" />
    </svg>
  );
}

export function ReferralArt({ className }: ArtProps) {
  const id = useId();
  return (
    <svg {...svgProps(className)}>
      <GoldDefs id={id} />
      <rect x="26" y="38" width="50" height="36" rx="4" fill="#1d7a46" stroke="#14231c" />
      <rect x="22" y="30" width="58" height="12" rx="3" fill="#23915a" stroke="#14231c" />
      <rect x="47" y="30" width="8" height="44" fill={`url(#${id}-lin)`} />
      <path
        d="M51 30c-8-12-20-8-14-1 3 3 10 2 14 1zm0 0c8-12 20-8 14-1-3 3-10 2-14 1z"
        fill={`url(#${id}-lin)`}
        stroke="#6b500d"
      />
      <Coin id={id} x={90} y={56} r={16} />
    </svg>
  );
}

export function GoldsmithArt({ className }: ArtProps) {
  const id = useId();
  return (
    <svg {...svgProps(className)}>
      <GoldDefs id={id} />
      <path
        d="M36 58c0-14 8-26 14-30 0 8 6 10 8 4 8 8 12 16 12 26 0 10-8 16-17 16s-17-6-17-16z"
        fill="#e4572e"
        opacity="0.9"
      />
      <path
        d="M44 62c0-8 4-14 8-17 0 5 4 6 5 2 4 5 6 9 6 15 0 6-4 9-9.5 9S44 68 44 62z"
        fill="#f3d27a"
      />
      <path d="M30 70h48l-6 12H36z" fill="#3b4a42" stroke="#14231c" />
      <Coin id={id} x={92} y={40} r={17} />
    </svg>
  );
}

/** Banner pictures: a stack of coins (SAVE), a gift of Ants (EARN), a rising path (GROW). */
export function BannerArt({
  kind,
  className,
}: {
  kind: 'save' | 'earn' | 'grow';
  className?: string;
}) {
  const id = useId();
  return (
    <svg viewBox="0 0 200 160" className={className} aria-hidden focusable={false}>
      <GoldDefs id={id} />
      {kind === 'save' &&
        [0, 1, 2].map((col) =>
          Array.from({ length: 3 + col * 2 }, (_, i) => (
            <ellipse
              key={`${col}-${i}`}
              cx={50 + col * 50}
              cy={140 - i * 9}
              rx="22"
              ry="7.5"
              fill={`url(#${id}-lin)`}
              stroke="#6b500d"
            />
          )),
        )}
      {kind === 'earn' && (
        <g>
          <Coin id={id} x={70} y={92} r={34} label="₹1" />
          <Coin id={id} x={132} y={62} r={26} label="Ant" />
          <Coin id={id} x={150} y={122} r={20} />
        </g>
      )}
      {kind === 'grow' && (
        <g>
          <path
            d="M20 140 70 110l30 12 60-70"
            fill="none"
            stroke="#f3d27a"
            strokeWidth="6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path d="m146 46 20-6-4 20z" fill="#f3d27a" />
          <Coin id={id} x={70} y={110} r={12} />
          <Coin id={id} x={100} y={122} r={14} />
        </g>
      )}
    </svg>
  );
}
