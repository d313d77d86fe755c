/**
 * Group commit for small writes that many requests make at once (the gateway log's rows): a write
 * made while none is running goes at once, alone; the writes made while one runs wait for it and
 * then go together, in one statement of `flush`. So a quiet server writes as before, and a busy
 * one sends one statement (and one commit) for many callers instead of one each. Each caller's
 * promise settles when the statement that holds its item has: with `flush`'s answer for that item,
 * or with the statement's error (every item of a failed statement fails with it).
 */
export function coalesce<I, O>(flush: (items: I[]) => Promise<O[]>, maxBatch = 256) {
  type Waiting = { item: I; resolve: (o: O) => void; reject: (e: unknown) => void };
  let queue: Waiting[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (queue.length > 0) {
      const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
      queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
      try {
        const out = await flush(batch.map((w) => w.item));
        batch.forEach((w, i) => w.resolve(out[i]!));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    running = false;
  }

  return (item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
