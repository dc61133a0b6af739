import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root')!;
// The gateway's placeholder header (gateway/src/routes/site.ts) goes in the same task as the first render: never a blank frame.
root.replaceChildren();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
