import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ToastHost, createStandaloneShell } from '@dpohub/shared-ui';
import demandsRemote from '../app';
import { DevHome } from './DevHome';

// The standalone dev page: this remote alone, with its own shell API over the proxied /api.
const shell = createStandaloneShell();
const { App } = demandsRemote;

const root = document.getElementById('root');
if (!root) throw new Error('The dev page needs a #root element.');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <DevHome shell={shell} />
      <App shell={shell} />
    </BrowserRouter>
    <ToastHost />
  </StrictMode>,
);
