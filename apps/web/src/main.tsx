import '@fontsource-variable/nunito';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// issue 6 (Lighthouse, total blocking time): the first render as a transition, so React yields to the
// browser every few milliseconds instead of building the whole page in one long task on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
});
