import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { GlobalLoadingOverlay } from '../components/LoadingOverlay';
import { SessionExpiredModal } from '../features/auth/SessionExpiredModal';
import { TOAST_DEFAULT_MS } from '../lib/toasts';
import { cssVariablesResolver, theme } from './theme';

/**
 * What wraps every page, in the browser and in the server's render of a store page alike: a page
 * hydrates only onto the markup the same tree drew.
 */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(markReady, []);
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: 'Sim', cancel: 'Não' }}>
            <Notifications position="top-right" autoClose={TOAST_DEFAULT_MS} limit={5} />
            <GlobalLoadingOverlay />
            <SessionExpiredModal />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}

/**
 * `<html data-pronto>` once the page answers: drawn in the browser, or the server's drawing hydrated.
 * Until then a button of a page the server drew does nothing; whoever drives the page (the journeys,
 * a monitor) waits for this mark.
 */
function markReady() {
  document.documentElement.dataset.pronto = '';
}
