import { fmt, useMessages } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/queries/config';
import { BannerCarousel } from '../components/banner-carousel';
import { Gallery } from '../components/gallery';
import { StoreTiles } from '../components/store-tiles';
import { storeMessages } from '../messages';

/** /Store: banners, the store's tiles and the showcase gallery (spec 2: Store home). */
export function StoreHomePage() {
  const m = useMessages(storeMessages);
  const config = usePublicConfig();
  const since = config?.operator.since ?? 1999;
  return (
    <div className="page">
      <h1 className="sr-only">{m.storeTitle}</h1>
      {config ? (
        <BannerCarousel delayMs={config.timings.bannerAutoplayMs} />
      ) : (
        <div className="bg-ink min-h-56 rounded-3xl md:min-h-80" aria-hidden />
      )}

      <section aria-labelledby="shop-heading" className="mt-10">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="shop-heading" className="font-display text-2xl font-bold md:text-3xl">
              {m.shopHeading}
            </h2>
            <p className="text-muted mt-1 max-w-xl">{fmt(m.storeIntro, { since })}</p>
          </div>
          <ul className="text-gold-800 flex flex-wrap gap-x-4 gap-y-1 text-xs font-semibold tracking-wide uppercase">
            <li>{m.trustLive}</li>
            <li>{m.trustPurity}</li>
            <li>{fmt(m.trustSince, { since })}</li>
          </ul>
        </div>
        <StoreTiles />
      </section>

      <Gallery whatsapp={config?.operator.whatsapp} />
    </div>
  );
}
