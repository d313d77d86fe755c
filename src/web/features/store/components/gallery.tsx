import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fmt, useMessages } from '../../../lib/i18n';
import { galleryListOptions } from '../api';
import { storeMessages } from '../messages';
import { Lightbox } from './lightbox';
import { ProductImage } from './product-image';

const ALL = 'all';

/**
 * Other items (every catalogue outside the store's own lines) with category chips: All plus the
 * distinct lower-cased catalogue names (spec 2: Store home). Each opens the lightbox.
 */
export function Gallery({ whatsapp }: { whatsapp: string | undefined }) {
  const m = useMessages(storeMessages);
  const q = useQuery(galleryListOptions());
  const [chip, setChip] = useState(ALL);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const items = q.data?.items ?? [];
  const categories = [...new Set(items.map((i) => i.catalogue.toLowerCase()))].sort();
  const shown = chip === ALL ? items : items.filter((i) => i.catalogue.toLowerCase() === chip);

  return (
    <section aria-labelledby="gallery-heading" className="mt-12">
      <h2 id="gallery-heading" className="font-display text-2xl font-bold md:text-3xl">
        {m.galleryHeading}
      </h2>
      <p className="text-muted mt-1">{m.galleryIntro}</p>

      {q.isError && (
        <div className="card mt-4 flex flex-wrap items-center gap-3 p-4" role="alert">
          <p>{m.loadError}</p>
          <button type="button" className="btn-outline" onClick={() => q.refetch()}>
            {m.retry}
          </button>
        </div>
      )}

      {q.isPending && (
        <div className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-5" aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="bg-cream-deep aspect-square animate-pulse rounded-2xl" />
          ))}
        </div>
      )}

      {q.isSuccess && items.length === 0 && <p className="text-muted mt-4">{m.galleryEmpty}</p>}

      {items.length > 0 && (
        <>
          <div
            role="group"
            aria-label={m.galleryCategories}
            className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0"
          >
            {[ALL, ...categories].map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={chip === c}
                onClick={() => setChip(c)}
                className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors ${
                  chip === c
                    ? 'bg-ink text-gold-100 border-ink'
                    : 'border-ink/20 text-ink hover:bg-cream-deep bg-white'
                }`}
              >
                {c === ALL ? m.galleryAll : c}
              </button>
            ))}
          </div>
          <ul
            aria-label={m.galleryList}
            className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5 lg:grid-cols-4"
          >
            {shown.map((item, i) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => setOpenIndex(i)}
                  aria-label={fmt(m.galleryView, { title: item.title })}
                  className="group card block w-full overflow-hidden text-left"
                >
                  <span className="block overflow-hidden">
                    <ProductImage
                      image={item.images[0]}
                      alt=""
                      sizes="(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw"
                      className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105"
                    />
                  </span>
                  <span className="block p-3">
                    <span className="text-gold-700 block text-[11px] font-semibold tracking-[0.14em] uppercase">
                      {item.catalogue}
                    </span>
                    <span className="mt-0.5 block leading-snug font-semibold">{item.title}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}

      {openIndex !== null && shown.length > 0 && (
        <Lightbox
          items={shown}
          index={Math.min(openIndex, shown.length - 1)}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
          whatsapp={whatsapp}
        />
      )}
    </section>
  );
}
