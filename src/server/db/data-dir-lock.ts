import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * Takes the exclusive lock on the embedded database's folder (decisions.md: Operations: two
 * PGlite processes on one folder silently lose writes). Returns its release, or undefined when
 * another process holds it.
 */
export async function lockDataDir(dataDir: string): Promise<(() => Promise<void>) | undefined> {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, { lockfilePath: path.join(dir, '.lock'), stale: 15_000 });
  } catch {
    return undefined;
  }
}
