import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The kit's prebuilt sheet first, then the team's own Tailwind entry with its shadcn/ui tokens: the
// order a team that adds the kit to an existing app ends up with.
import '@leasekit/ui/styles.css';
// Breeze's font, which the kit's sheets do not carry: loaded because this page shows breeze.
import '@leasekit/ui/fonts/nunito.css';
import './index.css';
import { App } from './app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
