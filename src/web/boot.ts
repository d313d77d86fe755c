import './styles/app.css';

// zod compiles object schemas with `new Function` where it may, and first tries whether it may:
// under this app's CSP (no 'unsafe-eval') that try is refused and reported as a violation on
// every page that loads a form's schemas. Its global config (kept on globalThis, read when a
// schema is built) says not to try; set before any schema module is evaluated.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {
  jitless: true,
};

// The page's first frame shows what index.html holds (the static loader, or the page the server
// rendered for a visitor); the app (React, the router, the first screen) starts right after it.
// Its code is evaluated in steps, one task each with a pause between them, rather than in one long
// task that keeps a slow phone from responding to a tap: React and React DOM, then the router with
// the chrome (src/web/app/router.tsx), then the rest of the app, whose imports of the earlier
// steps are then already evaluated. (The router's own module is imported, not the package: a
// dynamic import of a package keeps all its exports, and the router's unused ones cost 30 KB.)
// A hidden tab gets no animation frames, hence the timer as well.
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

let isStarted = false;
const start = async () => {
  if (isStarted) return;
  isStarted = true;
  await import('react-dom/client');
  await pause();
  await import('./app/router');
  await pause();
  await import('./main');
};
requestAnimationFrame(() => setTimeout(() => void start(), 0));
setTimeout(() => void start(), 200);
