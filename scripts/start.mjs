// `npm start`: builds when the sources are newer than the build, then runs the server
// (migrations and the sandbox demo seed run at start-up).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const newest = (dir) => {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const built = ['dist/web/index.html', 'dist/server/main.js'];
const buildTime = built.every(existsSync) ? Math.min(...built.map((f) => statSync(f).mtimeMs)) : 0;
const srcTime = Math.max(newest('src'), statSync('package-lock.json').mtimeMs);
if (buildTime < srcTime) {
  console.log('Building the app…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const r = spawnSync(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(r.status ?? 0);
