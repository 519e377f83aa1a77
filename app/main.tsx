import './lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../shared/constants';
import { onSessionRefused } from './features/auth/api/session-ended';
import { registerServiceWorker } from './features/install/register-service-worker';
import { createQueryClient } from './lib/query-client';
import { AppRoutes } from './routes/app-routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Root element not found');

registerServiceWorker();

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient({ onUnauthorized: onSessionRefused })}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {/* At the bottom, above the floating bar: never over the header or a modal's title. */}
      <Toaster
        position="bottom-center"
        offset={{ bottom: 96 }}
        mobileOffset={{ bottom: 96 }}
        theme="system"
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
      />
    </QueryClientProvider>
  </StrictMode>,
);
