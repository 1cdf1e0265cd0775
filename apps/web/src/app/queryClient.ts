import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. It lives in a module, not in a component, because the logout flow
 * (which also runs from the API client on a 401) must be able to clear it.
 * Failed requests are not retried: the error catalogue reports each failure once.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
