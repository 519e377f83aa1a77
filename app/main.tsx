import '@app/lib/zod-jitless';
import { Toasts } from '@app/components/toasts';
import { registerServiceWorker } from '@app/features/install/register-service-worker';
import { IntlRoot } from '@app/i18n/intl-root';
import { loadSession } from '@app/lib/session';
import { AppRoutes } from '@app/routes/app-routes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Root element not found');

registerServiceWorker();
void loadSession();

createRoot(root).render(
  <StrictMode>
    <IntlRoot>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toasts />
    </IntlRoot>
  </StrictMode>,
);
