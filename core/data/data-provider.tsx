import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useService } from '../di/services-context';
import { UiTimings } from '../services/ui-timings';
import { createQueryClient } from './create-query-client';
import { QueryClientService } from './query-client-service';

/**
 * The container's one query client, made here the first time it is asked for: what the provider
 * below hands to queries, and what a change (`useChange`) reaches without needing the provider.
 */
export function useConsoleQueryClient(): QueryClient {
  const timings = useService(UiTimings);
  return useService(QueryClientService).obtain(() => createQueryClient(timings));
}

/**
 * The data layer under the signed-in shell (and the test render helper): queries below it share the
 * container's one client. It sits in the layout, not in ConsoleApp, so the login page's entry stays
 * free of TanStack Query.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const client = useConsoleQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
