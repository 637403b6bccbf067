import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { parseRoute } from './app/router.ts';
import { startServiceWorker } from './app/service-worker.ts';
import './styles/palette.css';
import './styles/base.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// After the page has loaded, so that precaching the whole build never delays the first paint.
// A reload would interrupt a game in progress (local, online, or a lesson's); anywhere else it costs nothing.
window.addEventListener('load', () =>
  startServiceWorker(() => {
    const route = parseRoute(location.hash);
    return route.name === 'local' || route.name === 'match' || route.name === 'learn';
  }),
);
