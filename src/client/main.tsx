import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { i18nReady } from './i18n/i18n.ts';
import { getAppStore } from './state/store.ts';

// The first catalogue is loaded before the first paint, so no screen flashes its keys. Were it to
// fail (a broken chunk), the app still starts rather than leaving a blank page.
const render = () => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App store={getAppStore()} />
    </StrictMode>,
  );
};
const root = document.getElementById('root');
void i18nReady.then(render, render);
