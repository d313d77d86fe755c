/** What a customer would pay now for the product being edited (the store's own rule, from the server). */
import { formatRupees } from '../../../../shared/money/format';
import { errorMessage } from '../../../lib/errors';
import { fmt, useMessages } from '../../../lib/i18n';
import { usePricePreview } from '../catalogue-api';
import { catalogueMessages } from '../catalogue-messages';

export function PricePreview({
  weightMg,
  makingBp,
}: {
  weightMg: number | null;
  makingBp: number | null;
}) {
  const m = useMessages(catalogueMessages);
  const item = weightMg !== null && makingBp !== null ? { weightMg, makingBp } : null;
  const q = usePricePreview(item);
  const price = item ? q.data?.price : undefined;
  return (
    <section
      className="bg-cream-deep rounded-lg p-4"
      aria-labelledby="price-preview"
      aria-live="polite"
      data-testid="price-preview"
    >
      <h2 id="price-preview" className="font-semibold">
        {m.previewTitle}
      </h2>
      {!item ? (
        <p className="text-muted mt-2">{m.previewWaiting}</p>
      ) : q.error ? (
        <p className="text-danger mt-2">{errorMessage(q.error)}</p>
      ) : price === null ? (
        <p className="text-muted mt-2">{m.previewNoPrice}</p>
      ) : price ? (
        <>
          <p className="text-muted mt-1 text-sm">
            {fmt(m.previewIntro, { price: formatRupees(price.goldPricePaisePerGram) })}
          </p>
          <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
            <dt className="text-muted">{m.previewMetal}</dt>
            <dd className="text-right">{formatRupees(price.metalPaise)}</dd>
            <dt className="text-muted">{m.previewMaking}</dt>
            <dd className="text-right">{formatRupees(price.makingPaise)}</dd>
            <dt className="text-muted">{m.previewGst}</dt>
            <dd className="text-right">{formatRupees(price.gstPaise)}</dd>
            <dt className="border-ink/10 mt-1 border-t pt-1 font-semibold">{m.previewTotal}</dt>
            <dd
              className="border-ink/10 mt-1 border-t pt-1 text-right text-base font-bold"
              data-testid="preview-total"
            >
              {formatRupees(price.totalPaise)}
            </dd>
          </dl>
        </>
      ) : (
        <p className="text-muted mt-2">…</p>
      )}
    </section>
  );
}
