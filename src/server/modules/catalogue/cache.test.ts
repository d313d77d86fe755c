import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { catalogueCacheOf, createCatalogueCache } from './cache';

const clockAt = (t0 = 0) => {
  let t = t0;
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
};

const image = (bytes: number) => ({
  contentType: 'image/webp',
  etag: '"x"',
  bytes: Buffer.alloc(bytes),
  productActive: true,
});

describe('catalogue cache', () => {
  it('serves a page until its time is up, then loads it again', async () => {
    const clock = clockAt();
    const cache = createCatalogueCache(clock, 10);
    let loads = 0;
    const load = async () => {
      loads++;
      return { rows: [], total: loads, images: new Map() };
    };
    expect((await cache.page('a', load)).total).toBe(1);
    expect((await cache.page('a', load)).total).toBe(1);
    clock.advance(10_001);
    expect((await cache.page('a', load)).total).toBe(2);
    cache.clear();
    expect((await cache.page('a', load)).total).toBe(3);
  });

  it('keeps no more than its byte budget, dropping the least recently used image', () => {
    const cache = createCatalogueCache(clockAt(), 60);
    const mb = 1024 * 1024;
    for (let i = 0; i < 40; i++) cache.storeImage(`img${i}/1200`, image(mb));
    expect(cache.imageBytes).toBeLessThanOrEqual(32 * mb);
    expect(cache.image('img0/1200')).toBeUndefined();
    expect(cache.image('img39/1200')).toBeDefined();
    // touching an entry protects it from the next eviction
    cache.image('img8/1200');
    cache.storeImage('new/1200', image(mb));
    expect(cache.image('img8/1200')).toBeDefined();
    expect(cache.image('img9/1200')).toBeUndefined();
  });

  it('forgets images after the TTL and keeps nothing when turned off', () => {
    const clock = clockAt();
    const cache = createCatalogueCache(clock, 5);
    cache.storeImage('a/320', image(10));
    expect(cache.image('a/320')).toBeDefined();
    clock.advance(5001);
    expect(cache.image('a/320')).toBeUndefined();
    expect(cache.imageBytes).toBe(0);
    const off = createCatalogueCache(clock, 0);
    off.storeImage('a/320', image(10));
    expect(off.image('a/320')).toBeUndefined();
  });

  it('counts the changes, so a rendered page of products is rendered again after one', async () => {
    const clock = clockAt();
    const cache = createCatalogueCache(clock, 10);
    const before = cache.generation;
    cache.clear();
    expect(cache.generation).toBe(before + 1);
    // one cache per app: the routes that clear it and the page renderer see the same one
    const deps = { clock, config: { CATALOGUE_CACHE_SECONDS: 10 } as Config };
    expect(catalogueCacheOf(deps)).toBe(catalogueCacheOf(deps));
    expect(catalogueCacheOf(deps)).not.toBe(catalogueCacheOf({ ...deps }));
  });
});
