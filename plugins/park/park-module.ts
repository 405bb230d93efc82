import { RequestService } from '@core';
import { ContainerModule } from 'inversify';
import { HttpParkApi, ParkApi } from './api/park-api';

/** The park area's services. */
export const parkModule = new ContainerModule(({ bind }) => {
  bind<ParkApi>(ParkApi)
    .toDynamicValue((context) => new HttpParkApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
});
