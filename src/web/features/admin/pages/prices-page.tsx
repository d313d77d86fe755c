import { useState, type FormEvent } from 'react';
import { formatDateTime, formatRupees, parseRupees } from '../../../../shared/money/format';
import type { PriceConsole } from '../../../../shared/api/prices';
import { paths } from '../../../../shared/routes';
import { TextField } from '../../../components/ui/form-field';
import { PageLink } from '../../../components/ui/page-link';
import { fieldErrors } from '../../../lib/errors';
import { fmt, useLocale, useMessages } from '../../../lib/i18n';
import { usePriceConsole, useSetManualPrice, useUseFeed } from '../api';
import { ConsoleShell, QueryState } from '../components/console-shell';
import { ReasonField } from '../components/reason-field';
import { adminMessages, type AdminMessages } from '../messages';

/** An age in seconds as the console shows it: 42 s, 7 min, 3 h 5 min. */
export function formatAge(m: AdminMessages, seconds: number) {
  if (seconds < 60) return fmt(m.ageSeconds, { n: seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return fmt(m.ageMinutes, { n: minutes });
  return fmt(m.ageHours, { h: Math.floor(minutes / 60), m: minutes % 60 });
}

const sourceLabel = (m: AdminMessages, source: string) =>
  source === 'manual' ? m.sourceManual : fmt(m.sourceFeed, { feed: source });

function CurrentPrice({ data }: { data: PriceConsole }) {
  const m = useMessages(adminMessages);
  const c = data.current;
  if (!c) return <p className="card p-4">{m.priceNone}</p>;
  return (
    <section className="card p-4 md:p-6" aria-labelledby="price-now">
      <h2 id="price-now" className="text-muted text-sm font-semibold">
        {m.priceNow}
      </h2>
      <p className="font-display mt-1 text-3xl font-bold" data-testid="console-price">
        {fmt(m.pricePerGram, { price: formatRupees(c.pricePaisePerGram) })}
      </p>
      <dl className="mt-3 grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{m.priceSource}</dt>
        <dd>{sourceLabel(m, c.source)}</dd>
        <dt className="text-muted">{m.priceAge}</dt>
        <dd>
          {formatAge(m, c.ageSeconds)} ·{' '}
          <span className={c.isStale ? 'text-danger font-semibold' : 'text-success'}>
            {c.isStale ? m.priceStale : m.priceFresh}
          </span>
        </dd>
      </dl>
    </section>
  );
}

function SetManualForm({ data }: { data: PriceConsole }) {
  const m = useMessages(adminMessages);
  const setPrice = useSetManualPrice();
  const [rupees, setRupees] = useState('');
  const [reason, setReason] = useState('');
  const [rupeesError, setRupeesError] = useState<string>();
  const [done, setDone] = useState<string>();
  const limits = { min: formatRupees(data.minPaise), max: formatRupees(data.maxPaise) };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setDone(undefined);
    const parsed = parseRupees(rupees);
    if (!parsed.ok) {
      setRupeesError(parsed.reason === 'decimals' ? m.rupeesDecimals : m.rupeesInvalid);
      return;
    }
    if (parsed.paise < data.minPaise || parsed.paise > data.maxPaise) {
      setRupeesError(fmt(m.rupeesOutOfRange, limits));
      return;
    }
    setRupeesError(undefined);
    setPrice.mutate(
      { pricePaisePerGram: parsed.paise, reason },
      {
        onSuccess: (p) => {
          setDone(fmt(m.setManualDone, { price: formatRupees(p.pricePaisePerGram ?? 0) }));
          setRupees('');
          setReason('');
        },
      },
    );
  };
  const fields = fieldErrors(setPrice.error);

  return (
    <form className="card grid gap-4 p-4 md:p-6" onSubmit={onSubmit} noValidate>
      <h2 className="text-lg font-semibold">{m.setManualTitle}</h2>
      <TextField
        label={m.setManualRupees}
        inputMode="decimal"
        autoComplete="off"
        value={rupees}
        onChange={(e) => setRupees(e.target.value)}
        hint={fmt(m.setManualHint, limits)}
        error={rupeesError ?? fields?.pricePaisePerGram}
      />
      <ReasonField value={reason} onChange={setReason} error={setPrice.error} />
      {done && (
        <p role="status" className="text-success font-medium">
          {done}
        </p>
      )}
      <button type="submit" className="btn-primary w-fit" disabled={setPrice.isPending}>
        {setPrice.isPending ? m.working : m.setManualButton}
      </button>
    </form>
  );
}

function UseFeedForm({ data }: { data: PriceConsole }) {
  const m = useMessages(adminMessages);
  const feed = useUseFeed();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string>();
  if (data.feed === 'manual') return <p className="text-muted">{m.noFeedText}</p>;
  if (!data.isManual && !done) return null;
  return (
    <form
      className="card grid gap-4 p-4 md:p-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        feed.mutate(
          { reason },
          {
            onSuccess: (p) => {
              setDone(fmt(m.useFeedDone, { price: formatRupees(p.pricePaisePerGram ?? 0) }));
              setReason('');
            },
          },
        );
      }}
    >
      <h2 className="text-lg font-semibold">{m.useFeedTitle}</h2>
      {done ? (
        <p role="status" className="text-success font-medium">
          {done}
        </p>
      ) : (
        <>
          <p className="text-muted">{fmt(m.useFeedText, { feed: data.feed })}</p>
          <ReasonField value={reason} onChange={setReason} error={feed.error} />
          <button type="submit" className="btn-dark w-fit" disabled={feed.isPending}>
            {feed.isPending ? m.working : m.useFeedButton}
          </button>
        </>
      )}
    </form>
  );
}

/** Gold price (issue 16.3): current price, source and age, manual price, back to the feed. */
export function PricesPage() {
  const locale = useLocale();
  const m = useMessages(adminMessages);
  const q = usePriceConsole();
  return (
    <ConsoleShell title={m.pricesTitle} intro={m.pricesIntro}>
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
      {q.data && (
        <div className="grid gap-4 lg:grid-cols-2">
          <CurrentPrice data={q.data} />
          <SetManualForm data={q.data} />
          <UseFeedForm data={q.data} />
          <section className="card p-4 md:p-6 lg:col-span-2" aria-labelledby="recent-prices">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="recent-prices" className="text-lg font-semibold">
                {m.recentTitle}
              </h2>
              <PageLink
                to={paths.adminAudit.href({ targetType: 'price' })}
                className="text-gold-800 inline-flex min-h-11 items-center text-sm underline"
              >
                {m.priceChanges}
              </PageLink>
            </div>
            <table className="mt-3 w-full text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="py-1 font-medium">
                    {m.recentWhen}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {m.recentPrice}
                  </th>
                  <th scope="col" className="py-1 pl-3 font-medium">
                    {m.recentSource}
                  </th>
                </tr>
              </thead>
              <tbody>
                {q.data.recent.map((r) => (
                  <tr key={r.id} className="border-ink/10 border-t">
                    <td className="py-1.5">{formatDateTime(r.fetchedAt, locale)}</td>
                    <td className="py-1.5 text-right tabular-nums">
                      {formatRupees(r.pricePaisePerGram)}
                    </td>
                    <td className="py-1.5 pl-3">{r.source}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </ConsoleShell>
  );
}
