import { useId } from 'react';

// Inline illustrations (no image downloads): gold bar and coins, vault, phone. Decorative: the text
// next to them says what matters, so they are hidden from assistive technology.

const hidden = { 'aria-hidden': true, focusable: false } as const;

function Sparkle({
  x,
  y,
  s = 1,
  fill = '#f9edc4',
}: {
  x: number;
  y: number;
  s?: number;
  fill?: string;
}) {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${s})`}
      d="M0-10C1-3 3-1 10 0 3 1 1 3 0 10-1 3-3 1-10 0-3-1-1-3 0-10z"
      fill={fill}
    />
  );
}

/** A 24K bar with a stack of coins and a standing rupee coin. */
export function GoldStackIllustration({ className = '' }: { className?: string }) {
  const id = useId().replace(/:/g, '');
  const g = (n: string) => `${id}-${n}`;
  const coinStack = (cx: number, baseY: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const y = baseY - i * 9;
      return (
        <g key={i}>
          <path d={`M${cx - 38} ${y}v7a38 11 0 0 0 76 0v-7z`} fill={`url(#${g('edge')})`} />
          <ellipse cx={cx} cy={y} rx="38" ry="11" fill={`url(#${g('face')})`} />
          <ellipse cx={cx} cy={y} rx="30" ry="8" fill="none" stroke="#b18716" strokeOpacity=".55" />
        </g>
      );
    });
  return (
    <svg viewBox="0 0 320 280" className={className} {...hidden}>
      <defs>
        <radialGradient id={g('glow')} cx="50%" cy="55%" r="50%">
          <stop offset="0" stopColor="#f3d27a" stopOpacity=".55" />
          <stop offset="1" stopColor="#f3d27a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={g('top')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fdf3c8" />
          <stop offset="1" stopColor="#e9c25a" />
        </linearGradient>
        <linearGradient id={g('front')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e2b340" />
          <stop offset="1" stopColor="#a67c12" />
        </linearGradient>
        <linearGradient id={g('side')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#b18716" />
          <stop offset="1" stopColor="#7d5d0c" />
        </linearGradient>
        <linearGradient id={g('face')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbe7a1" />
          <stop offset="1" stopColor="#d4a72c" />
        </linearGradient>
        <linearGradient id={g('edge')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#b18716" />
          <stop offset=".5" stopColor="#e7bd4b" />
          <stop offset="1" stopColor="#8a6811" />
        </linearGradient>
      </defs>
      <circle cx="160" cy="150" r="140" fill={`url(#${g('glow')})`} />
      <ellipse cx="160" cy="246" rx="130" ry="14" fill="#000" opacity=".25" />
      {/* stack of coins */}
      {coinStack(78, 232, 6)}
      {/* the bar */}
      <path d="M120 168 150 128h110l22 40z" fill={`url(#${g('top')})`} />
      <path d="M120 168h162l-14 62H106z" fill={`url(#${g('front')})`} />
      <path d="M282 168 260 128l22 40-14 62z" fill={`url(#${g('side')})`} />
      <path
        d="M136 182h128l-8 34H126z"
        fill="none"
        stroke="#fdf3c8"
        strokeOpacity=".6"
        strokeWidth="2"
      />
      <text
        x="174"
        y="205"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontWeight="700"
        fontSize="17"
        fill="#6b500d"
      >
        24K · 999
      </text>
      {/* standing coin */}
      <ellipse cx="262" cy="214" rx="30" ry="32" fill="#8a6811" />
      <ellipse cx="258" cy="212" rx="30" ry="32" fill={`url(#${g('face')})`} />
      <ellipse cx="258" cy="212" rx="23" ry="25" fill="none" stroke="#b18716" strokeWidth="2" />
      <text
        x="258"
        y="222"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontWeight="700"
        fontSize="28"
        fill="#8a6811"
      >
        ₹
      </text>
      <Sparkle x={232} y={70} s={1.4} />
      <Sparkle x={58} y={110} s={0.9} />
      <Sparkle x={292} y={118} s={0.7} fill="#f3d27a" />
      <Sparkle x={130} y={60} s={0.6} fill="#f3d27a" />
    </svg>
  );
}

/** A round vault door with a gold bar peeking out. */
export function VaultIllustration({ className = '' }: { className?: string }) {
  const id = useId().replace(/:/g, '');
  return (
    <svg viewBox="0 0 200 200" className={className} {...hidden}>
      <defs>
        <linearGradient id={`${id}-door`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3a5446" />
          <stop offset="1" stopColor="#14231c" />
        </linearGradient>
      </defs>
      <rect x="18" y="18" width="164" height="164" rx="28" fill="#22372c" />
      <circle cx="100" cy="100" r="66" fill={`url(#${id}-door)`} stroke="#d4a72c" strokeWidth="6" />
      <circle
        cx="100"
        cy="100"
        r="46"
        fill="none"
        stroke="#f3d27a"
        strokeOpacity=".5"
        strokeWidth="2"
        strokeDasharray="4 6"
      />
      <circle cx="100" cy="100" r="16" fill="#d4a72c" />
      {[0, 60, 120, 180, 240, 300].map((a) => (
        <rect
          key={a}
          x="97"
          y="58"
          width="6"
          height="30"
          rx="3"
          fill="#f3d27a"
          transform={`rotate(${a} 100 100)`}
        />
      ))}
      <circle cx="100" cy="100" r="7" fill="#14231c" />
      <rect x="150" y="40" width="14" height="28" rx="4" fill="#d4a72c" />
      <rect x="150" y="132" width="14" height="28" rx="4" fill="#d4a72c" />
    </svg>
  );
}

/** A phone showing the app's gold balance screen. */
export function PhoneIllustration({ className = '' }: { className?: string }) {
  const id = useId().replace(/:/g, '');
  return (
    <svg viewBox="0 0 220 400" className={className} {...hidden}>
      <defs>
        <linearGradient id={`${id}-screen`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#22372c" />
          <stop offset="1" stopColor="#14231c" />
        </linearGradient>
        <linearGradient id={`${id}-card`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f3d27a" />
          <stop offset="1" stopColor="#b18716" />
        </linearGradient>
      </defs>
      <rect x="6" y="6" width="208" height="388" rx="34" fill="#0b140f" />
      <rect x="16" y="16" width="188" height="368" rx="26" fill={`url(#${id}-screen)`} />
      <rect x="82" y="26" width="56" height="10" rx="5" fill="#0b140f" />
      <rect x="32" y="56" width="64" height="10" rx="5" fill="#f3d27a" />
      <circle cx="180" cy="61" r="9" fill="#d4a72c" />
      <rect x="32" y="84" width="156" height="96" rx="16" fill={`url(#${id}-card)`} />
      <rect x="46" y="100" width="60" height="8" rx="4" fill="#14231c" opacity=".55" />
      <rect x="46" y="120" width="104" height="18" rx="6" fill="#14231c" />
      <rect x="46" y="150" width="48" height="8" rx="4" fill="#14231c" opacity=".45" />
      <circle cx="164" cy="152" r="12" fill="#fdf8e8" opacity=".8" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(${32 + (i % 2) * 82} ${198 + Math.floor(i / 2) * 70})`}>
          <rect width="74" height="60" rx="14" fill="#2e4a3b" />
          <circle cx="20" cy="22" r="9" fill="#d4a72c" />
          <rect x="12" y="40" width="46" height="7" rx="3.5" fill="#f9edc4" opacity=".7" />
        </g>
      ))}
      <rect x="32" y="344" width="156" height="24" rx="12" fill="#d4a72c" />
    </svg>
  );
}

/** A small gold coin, used as a bullet or badge. */
export function CoinIcon({ className = '', label }: { className?: string; label?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} {...hidden}>
      <circle cx="20" cy="20" r="18" fill="#d4a72c" />
      <circle cx="20" cy="20" r="13.5" fill="#f3d27a" stroke="#b18716" strokeWidth="1.5" />
      <text
        x="20"
        y="25.5"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontWeight="700"
        fontSize="15"
        fill="#6b500d"
      >
        {label ?? '₹'}
      </text>
    </svg>
  );
}
