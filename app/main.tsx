import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Toasts } from './components/toasts';
import { registerServiceWorker } from './features/install/register-service-worker';
import { loadSession } from './lib/session';
import { AppRoutes } from './routes/app-routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Root element not found');

registerServiceWorker();
void loadSession();

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
    <Toasts />
  </StrictMode>,
);
