import { RequestService } from '@core';
import { ContainerModule } from 'inversify';
import { ApprovalApi, HttpApprovalApi } from './api/approval-api';
import { HttpStartSourcesApi, StartSourcesApi } from './api/start-sources-api';

/** The approval area's services. */
export const approvalModule = new ContainerModule(({ bind }) => {
  bind<ApprovalApi>(ApprovalApi)
    .toDynamicValue((context) => new HttpApprovalApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
  bind<StartSourcesApi>(StartSourcesApi)
    .toDynamicValue((context) => new HttpStartSourcesApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
});
