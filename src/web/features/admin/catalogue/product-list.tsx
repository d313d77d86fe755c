/** The console's list of products: every one, hidden ones too, with Edit and Hide or Show. */
import { useState } from 'react';
import { type Product } from '../../../../shared/api/catalogue';
import {
  formatGramsFromMg,
  formatPercentFromBp,
  formatRupees,
} from '../../../../shared/money/format';
import { paths } from '../../../../shared/routes';
import { PageLink } from '../../../components/ui/page-link';
import { errorMessage } from '../../../lib/errors';
import { fmt, useMessages } from '../../../lib/i18n';
import { useConsoleProducts, useUpdateProduct, type ProductsShown } from '../catalogue-api';
import { catalogueMessages } from '../catalogue-messages';
import { QueryState, ShowMore } from '../components/console-shell';

const coverOf = (p: Product) => p.images[0]?.variants.find((v) => v.width <= 320) ?? null;

function ProductRow({ p }: { p: Product }) {
  const m = useMessages(catalogueMessages);
  const update = useUpdateProduct(p.id);
  const cover = coverOf(p);
  return (
    <li className="card grid grid-cols-[4rem_minmax(0,1fr)] gap-3 p-3 md:grid-cols-[4rem_minmax(0,1fr)_8rem_10rem] md:items-center md:p-4">
      {cover ? (
        <img
          src={cover.url}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="bg-cream-deep size-16 rounded-lg object-cover"
        />
      ) : (
        <span className="bg-cream-deep text-muted flex size-16 items-center justify-center rounded-lg text-center text-xs">
          {m.noImage}
        </span>
      )}
      <div className="min-w-0">
        <p className="font-semibold break-words">{p.title}</p>
        <p className="text-muted text-sm">
          {fmt(m.productLine, {
            catalogue: p.catalogue,
            grams: formatGramsFromMg(p.weightMg),
            making: formatPercentFromBp(p.makingBp),
            sku: p.sku,
          })}
        </p>
        <p className={`text-sm font-medium ${p.active ? 'text-success' : 'text-danger'}`}>
          {p.active ? m.stateShown : m.stateHidden}
        </p>
        {p.convertible && <p className="text-gold-800 text-sm font-medium">{m.stateConvertible}</p>}
      </div>
      <p className="col-start-2 text-sm tabular-nums md:col-start-auto md:text-right">
        <span className="text-muted md:hidden">{m.colPrice}: </span>
        {p.price ? formatRupees(p.price.totalPaise) : m.noPrice}
      </p>
      <div className="col-start-2 flex flex-wrap gap-2 md:col-start-auto md:flex-nowrap md:justify-end">
        <PageLink
          to={paths.adminCatalogue.href({ productId: p.id })}
          className="btn-outline min-h-11 px-4"
          aria-label={`${m.edit} ${p.title}`}
        >
          {m.edit}
        </PageLink>
        <button
          type="button"
          className={p.active ? 'btn-dark min-h-11 px-4' : 'btn-primary min-h-11 px-4'}
          disabled={update.isPending}
          aria-label={`${p.active ? m.hide : m.show} ${p.title}`}
          onClick={() => update.mutate({ active: !p.active })}
        >
          {p.active ? m.hide : m.show}
        </button>
      </div>
      {update.error != null && (
        <p role="alert" className="text-danger col-span-full text-sm">
          {errorMessage(update.error)}
        </p>
      )}
    </li>
  );
}

export function ProductList() {
  const m = useMessages(catalogueMessages);
  const [shown, setShown] = useState<ProductsShown>('all');
  const q = useConsoleProducts(shown);
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  const filters: [ProductsShown, string][] = [
    ['all', m.filterAll],
    ['true', m.filterShown],
    ['false', m.filterHidden],
  ];
  return (
    <>
      <div role="group" aria-label={m.filterLabel} className="mb-4 flex flex-wrap gap-2">
        {filters.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={shown === value}
            onClick={() => setShown(value)}
            className={`min-h-11 rounded-full px-4 text-sm font-medium ${
              shown === value ? 'bg-ink text-gold-100' : 'border-ink/15 border bg-white'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
      {q.data && (
        <>
          <p className="text-muted mb-2 text-sm">{fmt(m.total, { n: total })}</p>
          {items.length === 0 ? (
            <p className="card p-4">{m.empty}</p>
          ) : (
            <ul className="grid gap-3" aria-label={m.title}>
              {items.map((p) => (
                <ProductRow key={p.id} p={p} />
              ))}
            </ul>
          )}
          <ShowMore q={q} label={m.more} />
        </>
      )}
    </>
  );
}
