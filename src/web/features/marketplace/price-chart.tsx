import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type * as LightweightCharts from 'lightweight-charts';
import type { IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import type { PriceHistory, PriceRange } from '../../../shared/api/prices';
import { formatPercentFromBp, formatRupees } from '../../../shared/money/format';
import { fmt, useMessages } from '../../lib/i18n';
import { priceChartMessages } from './price-chart-messages';
import { FIRST_RANGE, priceHistoryQueryOptions } from './price-history';

const RANGES: { range: PriceRange; key: 'range1D' | 'range1W' | 'range1M' | 'range1Y' }[] = [
  { range: '1D', key: 'range1D' },
  { range: '1W', key: 'range1W' },
  { range: '1M', key: 'range1M' },
  { range: '1Y', key: 'range1Y' },
];

const IST = 'Asia/Kolkata';
const timeFmt = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: IST,
});
const dayFmt = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', timeZone: IST });
const fullFmt = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: IST,
});
const monthFmt = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: '2-digit',
  timeZone: IST,
});
const at = (t: number) => new Date(t * 1000);

/** rupees (a plotting value) back to paise for formatting; never used for money */
const chartRupees = (v: number) => formatRupees(Math.round(v * 100));

/**
 * The gold price over 1 day, 1 week, 1 month or 1 year (spec 2: /MarketPlace). The chart
 * library loads only when this component mounts, never with the first page.
 */
export function PriceChart() {
  const m = useMessages(priceChartMessages);
  const [range, setRange] = useState<PriceRange>(FIRST_RANGE);
  const q = useQuery(priceHistoryQueryOptions(range));
  const rangeLabel = m[RANGES.find((r) => r.range === range)!.key];
  const points = q.data?.points ?? [];
  const first = points[0];
  const last = points.at(-1);

  return (
    <section aria-labelledby="price-chart-title" className="card p-4 md:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="price-chart-title" className="font-display text-xl font-bold md:text-2xl">
            {m.title}
          </h2>
          <p className="text-muted text-sm">{m.subtitle}</p>
          {first && last && (
            <p className="mt-1 text-sm">
              <span className="text-lg font-bold tabular-nums">
                {formatRupees(last.pricePaisePerGram)}
              </span>{' '}
              <Change
                from={first.pricePaisePerGram}
                to={last.pricePaisePerGram}
                range={rangeLabel}
              />
            </p>
          )}
        </div>
        <div
          role="group"
          aria-label={m.ranges}
          className="bg-cream-deep grid w-full grid-cols-4 rounded-full p-1 sm:flex sm:w-auto"
        >
          {RANGES.map((r) => (
            <button
              key={r.range}
              type="button"
              aria-pressed={r.range === range}
              onClick={() => setRange(r.range)}
              className={`min-h-11 rounded-full px-2 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4 ${
                r.range === range ? 'bg-ink text-gold-100' : 'text-ink hover:bg-white'
              }`}
            >
              {m[r.key]}
            </button>
          ))}
        </div>
      </div>

      <div className="relative mt-4 h-64 md:h-80">
        {q.isError ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 text-center">
            <p className="text-danger text-sm">{m.error}</p>
            <button type="button" className="btn-outline" onClick={() => void q.refetch()}>
              {m.retry}
            </button>
          </div>
        ) : q.data && points.length === 0 ? (
          <p className="text-muted flex h-full items-center justify-center text-sm">{m.empty}</p>
        ) : q.data ? (
          <ChartCanvas
            history={q.data}
            label={fmt(m.chartLabel, {
              range: rangeLabel,
              from: first ? fullFmt.format(at(first.time)) : '',
              to: last ? fullFmt.format(at(last.time)) : '',
            })}
          />
        ) : (
          <div role="status" className="bg-cream-deep h-full animate-pulse rounded-xl">
            <span className="sr-only">{m.loading}</span>
          </div>
        )}
      </div>
      <p className="text-muted mt-2 text-right text-xs">
        <a
          href="https://www.tradingview.com/"
          target="_blank"
          rel="noreferrer"
          className="hover:text-ink underline-offset-2 hover:underline"
        >
          {m.attribution}
        </a>
      </p>
    </section>
  );
}

function Change({ from, to, range }: { from: number; to: number; range: string }) {
  const m = useMessages(priceChartMessages);
  const diff = to - from;
  // basis points of change, rounded toward zero, shown with 2 decimals
  const bp = Math.trunc((diff * 10_000) / from);
  const percent = formatPercentFromBp(Math.abs(bp), { fixed: true });
  return (
    <span className={diff >= 0 ? 'text-success' : 'text-danger'}>
      {fmt(m.change, {
        sign: diff >= 0 ? '+' : '−',
        amount: formatRupees(Math.abs(diff)),
        percent,
        range,
      })}
    </span>
  );
}

function ChartCanvas({ history, label }: { history: PriceHistory; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{ chart: IChartApi; series: ISeriesApi<'Area'> } | null>(null);
  const [lib, setLib] = useState<typeof LightweightCharts | null>(null);

  // the chart library is the page's heaviest script (53 KB on the wire, and its drawing the
  // page's longest task): fetched only when a quarter of the chart's box is on the screen, so a
  // phone whose first screen ends at the chart's top edge shows prices first and fetches it when
  // the reader scrolls to it (the box keeps its size meanwhile)
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let alive = true;
    const load = () => void import('lightweight-charts').then((mod) => alive && setLib(mod));
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        alive = false;
      };
    }
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        load();
      },
      { threshold: 0.25 },
    );
    seen.observe(el);
    return () => {
      alive = false;
      seen.disconnect();
    };
  }, []);

  useEffect(() => {
    if (!lib || !box.current) return;
    const chart = lib.createChart(box.current, {
      autoSize: true,
      layout: {
        // the logo link inside the chart image would nest a control in an image; the licence's
        // attribution is the link under the chart instead
        attributionLogo: false,
        background: { color: 'transparent' },
        textColor: '#5b6660',
        fontFamily: 'Inter, system-ui, sans-serif',
        fontSize: 11,
      },
      grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(20,35,28,0.08)' } },
      rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.15, bottom: 0.1 } },
      timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
      crosshair: {
        horzLine: { labelBackgroundColor: '#14231c' },
        vertLine: { labelBackgroundColor: '#14231c' },
      },
      handleScroll: false,
      handleScale: false,
      localization: {
        locale: 'en-IN',
        priceFormatter: chartRupees,
        timeFormatter: (t: number) => fullFmt.format(at(t)),
      },
    });
    const series = chart.addSeries(lib.AreaSeries, {
      lineColor: '#b18716',
      lineWidth: 2,
      topColor: 'rgba(212,167,44,0.35)',
      bottomColor: 'rgba(212,167,44,0.02)',
      priceLineVisible: false,
      priceFormat: { type: 'custom', formatter: chartRupees, minMove: 0.01 },
    });
    chartRef.current = { chart, series };
    return () => {
      chart.remove();
      chartRef.current = null;
    };
  }, [lib]);

  useEffect(() => {
    const c = chartRef.current;
    if (!c) return;
    const span =
      history.points.length > 1 ? history.points.at(-1)!.time - history.points[0]!.time : 0;
    c.chart.applyOptions({
      timeScale: {
        timeVisible: span <= 2 * 86_400,
        tickMarkFormatter: (t: number) =>
          span <= 2 * 86_400
            ? timeFmt.format(at(t))
            : span <= 62 * 86_400
              ? dayFmt.format(at(t))
              : monthFmt.format(at(t)),
      },
    });
    c.series.setData(
      history.points.map((p) => ({
        time: p.time as UTCTimestamp,
        value: p.pricePaisePerGram / 100,
      })),
    );
    c.chart.timeScale().fitContent();
  }, [history, lib]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      className="h-full w-full"
      data-testid="price-chart-canvas"
    />
  );
}
