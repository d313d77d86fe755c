import './styles/app.css';

// The page's first frame shows the static loader of index.html; the app (React, the router, the
// first screen) starts right after it, so a slow phone is never left on a blank page while the
// app's code is evaluated. Vite preloads the app's chunks from index.html meanwhile. A hidden tab
// gets no animation frames, hence the timer as well.
let isStarted = false;
const start = () => {
  if (isStarted) return;
  isStarted = true;
  void import('./main');
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 200);
