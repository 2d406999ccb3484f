import { QueryClient } from '@tanstack/react-query';
import { i18n } from './i18n';
import { isApiError } from './request';
import { onSessionChange } from './session';

/**
 * The app's one TanStack Query client. Failures were already shown by the request client, so
 * queries retry only what may heal by itself (network trouble), never a 4xx.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (isApiError(error)) return error.isNetwork && failureCount < 1;
        return failureCount < 1;
      },
    },
    mutations: { retry: false },
  },
});

// A new session must never see the previous user's cached data. Clearing on sign-in (not on
// sign-out) avoids refetches by pages still mounted while the router leaves for /login.
onSessionChange((event) => {
  if (event === 'signed-in') queryClient.clear();
  if (event === 'signed-out') void queryClient.cancelQueries();
});

// Server texts (menus, messages) follow the language: refetch what is on screen.
i18n.on('languageChanged', () => {
  void queryClient.invalidateQueries();
});
