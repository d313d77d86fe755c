import type { ProductImage } from '../../../shared/api/catalogue';
import type { AppDeps, Clock } from '../../deps';
import type { ProductRow } from './repo';

/** Most image bytes one instance keeps in memory (the demo catalogue needs about 1 MB). */
const IMAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export type CachedPage = {
  rows: ProductRow[];
  total: number;
  images: Map<string, ProductImage[]>;
};

export type CachedImage = {
  contentType: string;
  etag: string;
  bytes: Buffer;
  productActive: boolean;
};

/**
 * What every visitor asks for, kept in memory for `ttlSeconds`: product pages (rows and image
 * sizes; prices are computed per request from the current gold price) and image bytes. A write in
 * this instance clears it at once; another instance's write shows within the TTL. A TTL of 0
 * turns the cache off.
 */
export function createCatalogueCache(clock: Clock, ttlSeconds: number) {
  const ttlMs = ttlSeconds * 1000;
  const pages = new Map<string, { value: CachedPage; expiresAtMs: number }>();
  const images = new Map<string, { value: CachedImage; expiresAtMs: number }>();
  let imageBytes = 0;
  let generation = 0;

  const dropImage = (key: string) => {
    const e = images.get(key);
    if (!e) return;
    imageBytes -= e.value.bytes.length;
    images.delete(key);
  };

  return {
    async page(key: string, load: () => Promise<CachedPage>): Promise<CachedPage> {
      const now = clock.now().getTime();
      const hit = pages.get(key);
      if (hit && hit.expiresAtMs > now) return hit.value;
      const value = await load();
      if (ttlMs > 0) pages.set(key, { value, expiresAtMs: now + ttlMs });
      return value;
    },
    image(key: string): CachedImage | undefined {
      const hit = images.get(key);
      if (!hit) return undefined;
      if (hit.expiresAtMs <= clock.now().getTime()) {
        dropImage(key);
        return undefined;
      }
      // least recently used goes first: move this one to the back
      images.delete(key);
      images.set(key, hit);
      return hit.value;
    },
    storeImage(key: string, value: CachedImage) {
      if (ttlMs <= 0 || value.bytes.length > IMAGE_CACHE_MAX_BYTES) return;
      dropImage(key);
      images.set(key, { value, expiresAtMs: clock.now().getTime() + ttlMs });
      imageBytes += value.bytes.length;
      for (const oldest of images.keys()) {
        if (imageBytes <= IMAGE_CACHE_MAX_BYTES) break;
        dropImage(oldest);
      }
    },
    /** after any change to products or images */
    clear() {
      pages.clear();
      images.clear();
      imageBytes = 0;
      generation++;
    },
    /** counts the changes this instance made: a server-rendered page of products is rendered again */
    get generation() {
      return generation;
    },
    get imageBytes() {
      return imageBytes;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

const caches = new WeakMap<object, CatalogueCache>();

/**
 * The app's one catalogue cache, made on first use: the catalogue's routes fill and clear it, and
 * the server-rendered pages (http/spa.ts) render again when its generation moves, so a hidden
 * product leaves the rendered Store at once.
 */
export function catalogueCacheOf(deps: Pick<AppDeps, 'clock' | 'config'>): CatalogueCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = createCatalogueCache(deps.clock, deps.config.CATALOGUE_CACHE_SECONDS);
    caches.set(deps, cache);
  }
  return cache;
}
