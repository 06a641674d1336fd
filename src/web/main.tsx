import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { GlobalLoadingOverlay } from './components/LoadingOverlay';
import { SessionExpiredModal } from './features/auth/SessionExpiredModal';
import { router } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';
import { ApiError } from './lib/api-client';
import { TOAST_DEFAULT_MS } from './lib/toasts';

/** Refused calls were already explained to the user; retrying them would only repeat the toast. */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: (count, error) => !(error instanceof ApiError) && count < 1, refetchOnWindowFocus: false },
  },
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: 'Sim', cancel: 'Não' }}>
            <Notifications position="top-right" autoClose={TOAST_DEFAULT_MS} limit={5} />
            <GlobalLoadingOverlay />
            <SessionExpiredModal />
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
