import { RequestService } from '@core';
import { ContainerModule } from 'inversify';
import { ApprovalApi, HttpApprovalApi } from './api/approval-api';
import { ApprovalOrganizationApi, HttpApprovalOrganizationApi } from './api/organization-api';

/** The approval area's services. */
export const approvalModule = new ContainerModule(({ bind }) => {
  bind<ApprovalApi>(ApprovalApi)
    .toDynamicValue((context) => new HttpApprovalApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
  bind<ApprovalOrganizationApi>(ApprovalOrganizationApi)
    .toDynamicValue((context) => new HttpApprovalOrganizationApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
});
