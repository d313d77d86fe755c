import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

/** A flush that waits until the test lets it finish, recording each batch it was given. */
function heldFlush() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const flush = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      releases.push(() =>
        items.includes(-1)
          ? reject(new Error('statement failed'))
          : resolve(items.map((i) => `#${i}`)),
      );
    });
  const release = async () => {
    releases.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { flush, batches, release };
}

describe('coalesce (group commit)', () => {
  it('sends a write made while none runs at once, alone', async () => {
    const h = heldFlush();
    const write = coalesce(h.flush);
    const a = write(1);
    expect(h.batches).toEqual([[1]]);
    await h.release();
    expect(await a).toBe('#1');
  });

  it('sends the writes made while one runs together, in order, each answered with its own result', async () => {
    const h = heldFlush();
    const write = coalesce(h.flush);
    const first = write(1);
    const rest = [2, 3, 4].map((i) => write(i));
    expect(h.batches).toEqual([[1]]);
    await h.release();
    expect(h.batches).toEqual([[1], [2, 3, 4]]);
    await h.release();
    expect(await first).toBe('#1');
    expect(await Promise.all(rest)).toEqual(['#2', '#3', '#4']);
  });

  it('fails every write of a failed statement, and only those; the next batch goes on', async () => {
    const h = heldFlush();
    const write = coalesce(h.flush);
    const first = write(1);
    // (their outcome read as it comes: a rejection no one awaited yet is not left unhandled)
    const failing = [write(2), write(-1)].map((p) => p.then(String, (e: Error) => e.message));
    await h.release();
    const after = write(5);
    await h.release();
    await h.release();
    expect(await first).toBe('#1');
    expect(await Promise.all(failing)).toEqual(['statement failed', 'statement failed']);
    expect(await after).toBe('#5');
    expect(h.batches).toEqual([[1], [2, -1], [5]]);
  });

  it('splits a long queue into batches of at most maxBatch', async () => {
    const h = heldFlush();
    const write = coalesce(h.flush, 2);
    const all = [1, 2, 3, 4, 5].map((i) => write(i));
    for (let i = 0; i < 3; i++) await h.release();
    expect(h.batches).toEqual([[1], [2, 3], [4, 5]]);
    expect(await Promise.all(all)).toEqual(['#1', '#2', '#3', '#4', '#5']);
  });
});
