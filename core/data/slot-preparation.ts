import type { Container } from 'inversify';
import type { SlotPreparation } from '../plugin/define-plugin';
import { UiTimings } from '../services/ui-timings';
import { PermissionStore } from '../stores/permission-store';
import { createQueryClient } from './create-query-client';
import { markPrepared } from './prepared-answers';
import { QueryClientService } from './query-client-service';
import { queryOptionsOf } from './use-data';

/**
 * What a shell slot's `prepare` is given (core/app/first-screen.ts): the container's services, the
 * member's permissions and the console's one query cache, made here if the layout has not made it yet
 * (the same client `DataProvider` then shows). Loaded with the layout's chunk, as TanStack Query is.
 */
export function slotPreparation(container: Container): SlotPreparation {
  const client = container
    .get<QueryClientService>(QueryClientService)
    .obtain(() => createQueryClient(container.get(UiTimings)));
  const permissions = container.get(PermissionStore);
  return {
    can: (code) => permissions.holds(code),
    get: (service) => container.get(service),
    prefetch: async (definition, params) => {
      const options = queryOptionsOf(definition, container.get(definition.service), params);
      await client.prefetchQuery(options);
      markPrepared(client.getQueryCache().find({ queryKey: options.queryKey, exact: true }));
    },
  };
}
