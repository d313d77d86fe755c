import type { ReserveReport } from '../../../shared/api/reserve';
import { formatPercentFromBp } from '../../../shared/money/format';
import { fmt, useMessages } from '../../lib/i18n';
import { reserveMessages } from './messages';

const W = 360;
const H = 140;
const PAD = { top: 10, right: 8, bottom: 18, left: 46 };
/** the chart's top: a far higher day (almost nothing owed) is drawn at the top edge */
const TOP_BP = 20_000;
const DAYS = 90;
const DAY_MS = 86_400_000;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * Coverage of each day over the last 90 days (ending on the newest day counted) as a small inline
 * SVG, drawn with the page (no chart library): a line, the 100% line, red dots where a day fell
 * short. Positions depend only on the data, never on the clock (decision 007).
 */
export function CoverageChart({ history }: { history: ReserveReport['history'] }) {
  const m = useMessages(reserveMessages);
  const points = history.filter((h) => h.coverageBp !== null) as {
    day: string;
    coverageBp: number;
    covered: boolean;
  }[];
  if (points.length === 0) return <p className="text-muted">{m.chartEmpty}</p>;
  const last = dayMs(points[points.length - 1]!.day);
  const first = last - (DAYS - 1) * DAY_MS;
  const values = points.map((p) => Math.min(p.coverageBp, TOP_BP));
  const min = Math.min(...values);
  const max = Math.max(...values);
  const lo = Math.min(9_500, min);
  const hi = Math.max(10_500, max);
  const x = (day: string) =>
    PAD.left + ((dayMs(day) - first) / ((DAYS - 1) * DAY_MS)) * (W - PAD.left - PAD.right);
  const y = (bp: number) =>
    PAD.top + ((hi - Math.min(bp, TOP_BP)) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  const line = points
    .map((p, i) => `${i ? 'L' : 'M'}${x(p.day).toFixed(1)} ${y(p.coverageBp).toFixed(1)}`)
    .join(' ');
  const rawMax = Math.max(...points.map((p) => p.coverageBp));
  const summary = fmt(m.chartSummary, {
    min: formatPercentFromBp(min),
    max: formatPercentFromBp(rawMax),
    days: points.length,
  });
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={fmt(m.chartLabel, { summary })}
      className="h-auto w-full"
    >
      {/* the 100% line always; the bottom and top lines unless they would touch its label */}
      {[lo, 10_000, hi]
        .filter((bp) => bp === 10_000 || Math.abs(y(bp) - y(10_000)) >= 12)
        .map((bp) => (
          <g key={bp}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(bp)}
              y2={y(bp)}
              stroke={bp === 10_000 ? '#1d7a46' : '#d9d2bf'}
              strokeDasharray={bp === 10_000 ? '4 3' : undefined}
            />
            <text x={PAD.left - 4} y={y(bp) + 3} textAnchor="end" fontSize="9" fill="#5b6660">
              {formatPercentFromBp(bp)}
            </text>
          </g>
        ))}
      <path d={line} fill="none" stroke="#8a6811" strokeWidth="2" strokeLinejoin="round" />
      {points.map((p) => (
        <circle
          key={p.day}
          cx={x(p.day)}
          cy={y(p.coverageBp)}
          r={p.covered ? 2 : 3.5}
          fill={p.covered ? '#8a6811' : '#b42318'}
        />
      ))}
      <text x={PAD.left} y={H - 4} fontSize="9" fill="#5b6660">
        {new Date(first).toISOString().slice(0, 10)}
      </text>
      <text x={W - PAD.right} y={H - 4} fontSize="9" fill="#5b6660" textAnchor="end">
        {points[points.length - 1]!.day}
      </text>
    </svg>
  );
}
