// `npm test`: every suite. Installs Debian's chromium-headless-shell and poppler-utils when missing (as
// root), builds the app while the unit, web and API tests run (API on PGlite, and on PostgreSQL too when
// TEST_DATABASE_URL is set; none of them reads the build), starts the browser journeys' server
// as soon as the build is done (its start, migrations and seed, beside the tests still running),
// then runs the browser journeys on the build, and prints one closing line "N passed, N failed".
// Exits non-zero if any suite fails or no browser test ran.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

// the browser the journeys run in (playwright.config.ts's CHROMIUM_PATH)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
/** Starts a command and resolves with its exit status; `log` sends its output to that file. */
const start = (cmd, args, log) =>
  new Promise((resolve) => {
    const out = log ? openSync(log, 'w') : 'inherit';
    const child = spawn(cmd, args, { stdio: ['ignore', out, out] });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

/** Debian packages the suites need: chromium-headless-shell (browser journeys), poppler-utils (PDF text read back). */
const NEEDED = [
  { path: CHROMIUM, pkg: 'chromium-headless-shell', why: 'the browser tests' },
  { path: '/usr/bin/pdftotext', pkg: 'poppler-utils', why: "reading the PDFs' text back" },
];

function ensureDebianPackages() {
  const missing = NEEDED.filter((n) => !existsSync(n.path));
  if (missing.length === 0) return;
  const pkgs = missing.map((n) => n.pkg);
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    for (const n of missing) console.error(`${n.pkg} is missing (${n.why}).`);
    console.error(
      `Install with:\n  sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${pkgs.join(', ')} from Debian for the tests…`);
  if (run('apt-get', ['update']) !== 0 || run('apt-get', ['install', '-y', ...pkgs]) !== 0) {
    console.error(
      `Could not install them. Run: apt-get update && apt-get install -y ${pkgs.join(' ')}`,
    );
    process.exit(1);
  }
}

ensureDebianPackages();
mkdirSync('.tmp', { recursive: true });
const buildLog = '.tmp/build.log';
const building = start('npm', ['run', 'build'], buildLog);

// The browser journeys' server (playwright.config.ts's webServer, same port): started once the
// build is there, so that it is ready when the journeys begin; Playwright reuses it.
const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
let e2eServer;
let e2eServerExit;
const e2eServerStarted = building.then((status) => {
  if (status !== 0) return false;
  e2eServer = spawn('node', ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(E2E_PORT) },
  });
  e2eServerExit = new Promise((resolve) => e2eServer.on('exit', (code) => resolve(code ?? 1)));
  return true;
});
/** Resolves true once the server answers /healthz, false if it stops or 3 minutes pass. */
async function e2eServerReady() {
  if (!(await e2eServerStarted)) return false;
  let exited = false;
  void e2eServerExit.then(() => (exited = true));
  const until = Date.now() + 180_000;
  while (!exited && Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${E2E_PORT}/healthz`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'TEST_DATABASE_URL is not set: the API tests run on PGlite only (CI runs them on PostgreSQL too).',
  );
}

const vitestReport = '.tmp/vitest-report.json';
const e2eReport = '.tmp/e2e-report.json';
rmSync(vitestReport, { force: true });
rmSync(e2eReport, { force: true });

const vitestStatus = await start('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const buildStatus = await building;
if (buildStatus !== 0) {
  console.error(readFileSync(buildLog, 'utf8'));
  console.error('The build failed (above): the browser journeys did not run.');
}
let e2eStatus = 1;
if (buildStatus === 0) {
  if (await e2eServerReady()) {
    e2eStatus = run('npx', ['playwright', 'test'], { E2E_SERVER_RUNNING: '1' });
  } else {
    console.error(`The browser journeys' server did not start on port ${E2E_PORT} (above).`);
  }
  e2eServer?.kill('SIGTERM');
  await e2eServerExit;
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** The failed tests, a line each with their first message line: printed last, so a log's tail names them. */
const failures = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? '';
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const file of r.testResults ?? []) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') {
        failures.push(`${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      }
    }
    // a file that failed before its tests ran (an import or a hook) has no failed test of its own
    if (
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((t) => t.status === 'failed')
    ) {
      failures.push(`${name}: ${firstLine(file.message)}`);
    }
  }
}
let browserTests = 0;
if (existsSync(e2eReport)) {
  const s = JSON.parse(readFileSync(e2eReport, 'utf8')).stats;
  browserTests = s.expected + s.unexpected + s.flaky;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
}

if (failures.length > 0) {
  console.log(`\nFailed (unit/web/api):\n${failures.map((f) => `  ${f}`).join('\n')}`);
}
console.log(
  `\nunit/web/api: ${vitestStatus === 0 ? 'ok' : 'FAILED'}; browser: ${e2eStatus === 0 ? 'ok' : 'FAILED'} (${browserTests} tests)`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (browserTests === 0) console.error('No browser test ran.');
process.exit(vitestStatus !== 0 || e2eStatus !== 0 || browserTests === 0 || failed > 0 ? 1 : 0);
