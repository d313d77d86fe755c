/**
 * The app's clock (deps.clock): the real time, or a clock tests and the sandbox move forward. Kept
 * apart from deps.ts so the job runner, which deps.ts names, can use it without an import circle.
 */
export type Clock = {
  now(): Date;
  /** the same time in milliseconds, without building a Date (read on every live-price request) */
  nowMs?(): number;
  /** moves the clock forward (the sandbox's clock control; tests' clocks); absent on a real clock */
  advance?(ms: number): void;
  /** how far the clock runs ahead of the real time, when it can be moved */
  shiftMs?(): number;
};
