import { RequestService } from '@core/services/request-service';
import { ContainerModule } from 'inversify';
import { HttpOwnerApi, OwnerApi } from './api/owner-api';

/** The settings area's services. */
export const settingsModule = new ContainerModule(({ bind }) => {
  bind<OwnerApi>(OwnerApi)
    .toDynamicValue((context) => new HttpOwnerApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
});
