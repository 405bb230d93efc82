import { RequestService } from '@core';
import { ContainerModule } from 'inversify';
import { ApprovalApi, HttpApprovalApi } from './api/approval-api';

/** The approval area's services. */
export const approvalModule = new ContainerModule(({ bind }) => {
  bind<ApprovalApi>(ApprovalApi)
    .toDynamicValue((context) => new HttpApprovalApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
});
