import type { FastifyBaseLogger } from 'fastify';
import {
  PRICE_RANGES,
  type CurrentPrice,
  type PriceConsole,
  type PriceHistory,
  type PriceRange,
} from '../../../shared/api/prices';
import { formatRupees } from '../../../shared/money/format';
import { BP } from '../../../shared/money/units';
import type { AppDeps } from '../../deps';
import type { Db, DbOrTx } from '../../db/client';
import type { Piece } from '../../db/prepared';
import { AppError } from '../../http/app-error';
import { countRegisteredUsers } from '../accounts/service';
import { audit, type AuditActor } from '../audit/service';
import { fetchHttpPrice, type FetchOutcome } from './http-source';
import { priceMessages } from './messages';
import * as repo from './repo';
import { sandboxPricePaise } from './sandbox-source';

/** The sandbox's demo prices `npm start` seeds (src/server/db/seed.ts). */
export { seedSandboxPrices } from './seed';

export type GoldPrice = {
  /** INR paise per gram of 24K gold */
  pricePaisePerGram: number;
  fetchedAt: Date;
  source: string;
  /** older than PRICE_STALE_SECONDS */
  isStale: boolean;
};

type PriceDeps = Pick<AppDeps, 'config' | 'clock'>;

/**
 * The latest stored gold price. Throws PRICE_UNAVAILABLE when there has never been one; callers
 * that sell must also refuse a stale price.
 */
export async function getCurrentPrice(deps: PriceDeps, db: DbOrTx): Promise<GoldPrice> {
  return priceOf(deps, await repo.findLatest(db));
}

function priceOf(deps: PriceDeps, row: repo.PriceRow | undefined): GoldPrice {
  if (!row) throw new AppError('PRICE_UNAVAILABLE', priceMessages.en.unavailable);
  return {
    pricePaisePerGram: row.pricePaisePerGram,
    fetchedAt: row.fetchedAt,
    source: row.source,
    isStale: isStale(deps, row),
  };
}

/**
 * `getCurrentPrice` and another module's value (`piece`) in one read. `check` gets the value
 * before the price is looked at (undefined when no price was ever recorded), so its refusal comes
 * first, as when it is read on its own before the price.
 */
export async function getCurrentPriceBeside<T>(
  deps: PriceDeps,
  db: DbOrTx,
  piece: Piece<T>,
  check: (value: T | undefined) => Promise<void> | void,
): Promise<GoldPrice> {
  const { row, beside } = await repo.findLatestBeside(db, piece);
  await check(beside);
  return priceOf(deps, row);
}

/** The operator's own price: it holds, and does not go stale, until they set another or go back to the feed. */
export const MANUAL_SOURCE = 'manual';

/**
 * A feed reading older than PRICE_STALE_SECONDS is stale (sales stop). A price the operator set
 * is not: it is their decision, and stays the price until they change it (the console shows its
 * age).
 */
const isStale = (deps: PriceDeps, row: { fetchedAt: Date; source: string }) =>
  row.source !== MANUAL_SOURCE &&
  deps.clock.now().getTime() - row.fetchedAt.getTime() > deps.config.PRICE_STALE_SECONDS * 1000;

/** Stores one price reading (integer paise per gram). */
export async function recordPrice(db: DbOrTx, pricePaisePerGram: number, source: string, at: Date) {
  if (!Number.isSafeInteger(pricePaisePerGram) || pricePaisePerGram <= 0) {
    throw new AppError('VALIDATION_FAILED', priceMessages.en.notPositive);
  }
  return repo.insert(db, { pricePaisePerGram, source, fetchedAt: at });
}

/**
 * Records a price set by the operator (POST /api/admin/prices), within PRICE_MIN/MAX_PAISE, with
 * its audit row in the same transaction.
 */
export async function setManualPrice(
  deps: PriceDeps & { db: Db },
  by: AuditActor,
  pricePaisePerGram: number,
  reason: string,
) {
  const { PRICE_MIN_PAISE: min, PRICE_MAX_PAISE: max } = deps.config;
  if (pricePaisePerGram < min || pricePaisePerGram > max) {
    const message = priceMessages.en.outOfRange(formatRupees(min), formatRupees(max));
    throw new AppError('VALIDATION_FAILED', message, { fields: { pricePaisePerGram: message } });
  }
  return deps.db.transaction(async (tx) => {
    const before = await repo.findLatest(tx);
    const at = deps.clock.now();
    const row = await recordPrice(tx, pricePaisePerGram, MANUAL_SOURCE, at);
    await audit(tx, {
      by,
      at,
      action: 'price.set-manual',
      target: { type: 'price', id: String(row.id) },
      before: before
        ? { pricePaisePerGram: before.pricePaisePerGram, source: before.source }
        : null,
      after: { pricePaisePerGram, source: MANUAL_SOURCE },
      reason,
    });
    return row;
  });
}

/** How many of the newest readings the console lists. */
const CONSOLE_READINGS = 30;

/** The console's view of the price: the current one, its source and age, the newest readings. */
export async function getPriceConsole(deps: PriceDeps & { db: DbOrTx }): Promise<PriceConsole> {
  const { config } = deps;
  const recent = await repo.findRecent(deps.db, CONSOLE_READINGS);
  const toReading = (r: repo.PriceRow) => ({
    id: r.id,
    pricePaisePerGram: r.pricePaisePerGram,
    source: r.source,
    fetchedAt: r.fetchedAt.toISOString(),
  });
  const latest = recent[0];
  return {
    current: latest
      ? {
          ...toReading(latest),
          ageSeconds: Math.max(
            0,
            Math.floor((deps.clock.now().getTime() - latest.fetchedAt.getTime()) / 1000),
          ),
          isStale: isStale(deps, latest),
        }
      : null,
    isManual: latest?.source === MANUAL_SOURCE,
    feed: config.PRICE_SOURCE,
    minPaise: config.PRICE_MIN_PAISE,
    maxPaise: config.PRICE_MAX_PAISE,
    staleSeconds: config.PRICE_STALE_SECONDS,
    refreshSeconds: config.PRICE_REFRESH_SECONDS,
    recent: recent.map(toReading),
  };
}

/** A refresh late by less than this is reported as imminent rather than a whole interval away. */
const LATE_GRACE_MS = 10_000;
/** How soon a client should ask again while a refresh is due but not stored yet. */
const RETRY_HINT_MS = 2_000;

/**
 * When the badge should expect the next price: one refresh interval after the last reading; while
 * that moment has just passed (the job is fetching), a couple of seconds from now; after a failed
 * attempt, the next attempt one interval later.
 */
export function nextRefreshAt(lastFetchedAt: Date | undefined, now: Date, refreshSeconds: number) {
  const t = now.getTime();
  if (!lastFetchedAt) return new Date(t + RETRY_HINT_MS);
  const interval = refreshSeconds * 1000;
  const due = lastFetchedAt.getTime() + interval;
  if (t < due) return new Date(due);
  const phase = (t - due) % interval;
  if (phase < LATE_GRACE_MS) return new Date(t + RETRY_HINT_MS);
  return new Date(t - phase + interval);
}

export type RefreshOutcome = 'stored' | 'not-due' | 'fresh' | 'busy' | 'failed' | 'manual';

type RefresherDeps = PriceDeps & {
  db: Db;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  onStored?: () => void;
};

/**
 * The price-refresh job body. Every PRICE_REFRESH_SECONDS after the last reading it reads the
 * configured source and stores one reading. A failed read (provider down, timeout, malformed JSON,
 * missing, non-positive or implausible value) is logged and stores nothing: the last good price
 * stays current, and turns stale after PRICE_STALE_SECONDS. Several app instances coordinate in
 * the database: the insert runs under a transaction-scoped advisory lock and only when no other
 * instance has stored a reading since this one looked, so each interval gets one reading.
 * The provider is read outside the transaction, so a slow provider never holds a connection.
 */
export function createPriceRefresher(deps: RefresherDeps) {
  const { config, clock, db, log } = deps;
  const interval = config.PRICE_REFRESH_SECONDS * 1000;
  let nextAttemptAtMs = 0;

  async function readSource(
    reference: repo.PriceRow | undefined,
    at: Date,
  ): Promise<FetchOutcome | { ok: false; reason: 'implausible'; message: string }> {
    if (config.PRICE_SOURCE === 'sandbox') {
      return {
        ok: true,
        pricePaisePerGram: sandboxPricePaise(config.PRICE_SANDBOX_BASE_PAISE, at),
      };
    }
    const got = await fetchHttpPrice({
      url: config.PRICE_HTTP_URL!,
      path: config.PRICE_HTTP_JSON_PATH,
      timeoutMs: config.PRICE_HTTP_TIMEOUT_MS,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    });
    if (!got.ok) return got;
    const p = got.pricePaisePerGram;
    if (p < config.PRICE_MIN_PAISE || p > config.PRICE_MAX_PAISE) {
      return {
        ok: false,
        reason: 'implausible',
        message: `price provider sent ${formatRupees(p)} per gram, outside ${formatRupees(config.PRICE_MIN_PAISE)} to ${formatRupees(config.PRICE_MAX_PAISE)}`,
      };
    }
    if (reference) {
      const last = reference.pricePaisePerGram;
      // |p - last| / last > max change, in integers
      if (Math.abs(p - last) * BP > last * config.PRICE_MAX_CHANGE_BP) {
        return {
          ok: false,
          reason: 'implausible',
          message: `price provider sent ${formatRupees(p)} per gram, too far from the last ${formatRupees(last)}`,
        };
      }
    }
    return got;
  }

  return {
    /**
     * One refresh when due. While the latest price is the operator's (source manual) the feed is
     * not read: their price holds until they switch back (`force`: read the feed now, whatever
     * the latest price, and run `inTx` in the transaction that stores the reading).
     */
    async run(
      opts: { force?: boolean; inTx?: (tx: DbOrTx, at: Date) => Promise<void> } = {},
    ): Promise<RefreshOutcome> {
      if (config.PRICE_SOURCE === 'manual') return 'manual';
      const now = clock.now();
      if (!opts.force && now.getTime() < nextAttemptAtMs) return 'not-due';

      const latest = await repo.findLatest(db);
      if (!opts.force && latest?.source === MANUAL_SOURCE) return 'manual';
      if (!opts.force && latest && now.getTime() < latest.fetchedAt.getTime() + interval) {
        nextAttemptAtMs = latest.fetchedAt.getTime() + interval;
        return 'fresh';
      }

      // the change check compares with the feed's last reading, not with the operator's price
      const reference = latest?.source === MANUAL_SOURCE ? await repo.findLatestFeed(db) : latest;
      const got = await readSource(reference, now);
      if (!got.ok) {
        nextAttemptAtMs = now.getTime() + interval;
        log.warn(
          {
            priceSource: config.PRICE_SOURCE,
            reason: got.reason,
            keptPricePaisePerGram: latest?.pricePaisePerGram ?? null,
          },
          got.message,
        );
        return 'failed';
      }

      const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
        if (!(await repo.tryLockRefresh(tx))) return 'busy';
        const current = await repo.findLatest(tx);
        // another instance stored a reading since we looked
        if (current && current.id !== latest?.id) {
          nextAttemptAtMs = current.fetchedAt.getTime() + interval;
          return 'fresh';
        }
        const at = clock.now();
        await repo.insert(tx, {
          pricePaisePerGram: got.pricePaisePerGram,
          source: config.PRICE_SOURCE,
          fetchedAt: at,
        });
        await opts.inTx?.(tx, at);
        nextAttemptAtMs = at.getTime() + interval;
        return 'stored';
      });
      if (outcome === 'stored') deps.onStored?.();
      return outcome;
    },
  };
}

/** The price history of a chart range, downsampled to the last reading of each bucket. */
export async function getPriceHistory(
  db: DbOrTx,
  range: PriceRange,
  now: Date,
): Promise<PriceHistory> {
  const spec = PRICE_RANGES[range];
  const since = new Date(now.getTime() - spec.seconds * 1000);
  const points = await repo.findBucketCloses(db, since, spec.bucketSeconds);
  return { range, points };
}

/** History is cached at least this long per range; the last point of a long range may lag a little. */
const HISTORY_MIN_TTL_MS: Record<PriceRange, number> = {
  '1D': 0,
  '1W': 60_000,
  '1M': 300_000,
  '1Y': 300_000,
};

type Cached<T> = { value: T; expiresAtMs: number };

/** A value computed once per expiry, with concurrent callers sharing one computation. */
function memo<T>(load: () => Promise<Cached<T>>, now: () => number) {
  let cached: Cached<T> | undefined;
  let inflight: Promise<Cached<T>> | undefined;
  // a load that started before clear() may have read the old data: it is used once, not kept
  let generation = 0;
  return {
    /** the kept value if it has not expired at `atMs` (no promise: the hot path answers at once) */
    fresh(atMs: number): Cached<T> | undefined {
      return cached && atMs < cached.expiresAtMs ? cached : undefined;
    },
    async get(): Promise<Cached<T>> {
      if (cached && now() < cached.expiresAtMs) return cached;
      const gen = generation;
      if (!inflight) {
        const p: Promise<Cached<T>> = load().finally(() => {
          if (inflight === p) inflight = undefined;
        });
        inflight = p;
      }
      const loaded = await inflight;
      if (gen === generation) cached = loaded;
      return loaded;
    },
    clear() {
      generation++;
      cached = undefined;
      inflight = undefined;
    },
  };
}

/**
 * The price API's answers, kept in memory for PRICE_CACHE_SECONDS and never past the next
 * refresh, so thousands of badges polling every minute cost a few queries per instance.
 */
export function createPriceViews(deps: PriceDeps & { db: DbOrTx }) {
  const { config, clock, db } = deps;
  const nowMs = clock.nowMs ? () => clock.nowMs!() : () => clock.now().getTime();

  const current = memo<CurrentPrice>(async () => {
    const [latest, peopleJoined] = await Promise.all([
      repo.findLatest(db),
      countRegisteredUsers(db),
    ]);
    const now = clock.now();
    const next = nextRefreshAt(latest?.fetchedAt, now, config.PRICE_REFRESH_SECONDS);
    return {
      value: {
        pricePaisePerGram: latest?.pricePaisePerGram ?? null,
        fetchedAt: latest?.fetchedAt.toISOString() ?? null,
        nextRefreshAt: next.toISOString(),
        serverTime: now.toISOString(),
        isStale: latest ? isStale(deps, latest) : true,
        peopleJoined,
      },
      expiresAtMs: Math.min(now.getTime() + config.PRICE_CACHE_SECONDS * 1000, next.getTime()),
    };
  }, nowMs);

  const histories = Object.fromEntries(
    (Object.keys(PRICE_RANGES) as PriceRange[]).map((range) => [
      range,
      memo<PriceHistory>(async () => {
        const now = clock.now();
        const [value, latest] = await Promise.all([
          getPriceHistory(db, range, now),
          repo.findLatest(db),
        ]);
        const next = nextRefreshAt(latest?.fetchedAt, now, config.PRICE_REFRESH_SECONDS);
        return {
          value,
          expiresAtMs: Math.max(next.getTime(), now.getTime() + HISTORY_MIN_TTL_MS[range]),
        };
      }, nowMs),
    ]),
  ) as Record<PriceRange, ReturnType<typeof memo<PriceHistory>>>;

  const withMaxAge = <T>(c: Cached<T>, atMs = nowMs()) => ({
    body: c.value,
    maxAgeSeconds: Math.max(0, Math.floor((c.expiresAtMs - atMs) / 1000)),
  });

  return {
    /**
     * The current price's answer: at once while the kept one is fresh (polled by every open
     * page, so no promise on that path), else once it is read again.
     */
    current() {
      const atMs = nowMs();
      const kept = current.fresh(atMs);
      return kept ? withMaxAge(kept, atMs) : current.get().then((c) => withMaxAge(c));
    },
    history: async (range: PriceRange) => withMaxAge(await histories[range].get()),
    /** forget cached answers (a new reading was stored in this instance) */
    invalidate() {
      current.clear();
      for (const h of Object.values(histories)) h.clear();
    },
  };
}
