import { RequestService } from '@core';
import { ContainerModule } from 'inversify';
import { CompanyApi, HttpCompanyApi } from './api/company-api';
import { EntryApi, HttpEntryApi } from './api/entry-api';
import { HttpParkApi, ParkApi } from './api/park-api';

/** The park area's services. */
export const parkModule = new ContainerModule(({ bind }) => {
  bind<ParkApi>(ParkApi)
    .toDynamicValue((context) => new HttpParkApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
  bind<CompanyApi>(CompanyApi)
    .toDynamicValue((context) => new HttpCompanyApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
  bind<EntryApi>(EntryApi)
    .toDynamicValue((context) => new HttpEntryApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
});
