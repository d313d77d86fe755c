import type { FastifyBaseLogger } from 'fastify';

type Job = {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  timer?: NodeJS.Timeout;
  running?: Promise<unknown>;
};

/**
 * Runs registered jobs on an interval. Every job must be idempotent and claim its work in the
 * database (SKIP LOCKED or a unique key), so several app instances can run the same job safely.
 * Tests leave the scheduler stopped and call runNow for determinism.
 */
export function createScheduler(log: FastifyBaseLogger) {
  const jobs = new Map<string, Job>();
  let started = false;

  const tick = (job: Job) => {
    if (job.running) return job.running;
    job.running = job
      .run()
      .catch((err) => log.error({ err, job: job.name }, 'job failed'))
      .finally(() => {
        job.running = undefined;
      });
    return job.running;
  };

  const schedule = (job: Job) => {
    job.timer = setInterval(() => void tick(job), job.everyMs);
    job.timer.unref();
  };

  return {
    every(name: string, everyMs: number, run: () => Promise<unknown>) {
      const job: Job = { name, everyMs, run };
      jobs.set(name, job);
      if (started) schedule(job);
    },
    start() {
      started = true;
      for (const job of jobs.values()) schedule(job);
    },
    /** starts a run now without waiting (e.g. right after new work was stored) */
    kick(name: string) {
      const job = jobs.get(name);
      if (job) void tick(job);
    },
    /** runs a job once now and waits for it (tests, operator actions) */
    async runNow(name: string) {
      const job = jobs.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      if (job.running) await job.running;
      return job.run();
    },
    names: () => [...jobs.keys()],
    async stop() {
      started = false;
      for (const job of jobs.values()) {
        if (job.timer) clearInterval(job.timer);
        if (job.running) await job.running;
      }
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
