import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useService } from '../di/services-context';
import { createQueryClient } from './create-query-client';
import { UiTimings } from '../services/ui-timings';
import { QueryClientService } from './query-client-service';

/**
 * The data layer under the signed-in shell (and the test render helper): queries below it share the
 * container's one client. It sits in the layout, not in ConsoleApp, so the login page's entry stays
 * free of TanStack Query.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const timings = useService(UiTimings);
  const client = useService(QueryClientService).obtain(() => createQueryClient(timings));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
