import { RequestService } from '@core';
import { ContainerModule } from 'inversify';
import { DepartmentApi, HttpDepartmentApi } from './api/department-api';
import { HttpManagedApplicationApi, ManagedApplicationApi } from './api/managed-application-api';
import { HttpOwnerApi, OwnerApi } from './api/owner-api';
import { HttpRoleApi, RoleApi } from './api/role-api';
import { HttpStaffApi, StaffApi } from './api/staff-api';

/** The settings area's services. */
export const settingsModule = new ContainerModule(({ bind }) => {
  bind<OwnerApi>(OwnerApi)
    .toDynamicValue((context) => new HttpOwnerApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
  bind<DepartmentApi>(DepartmentApi)
    .toDynamicValue((context) => new HttpDepartmentApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
  bind<RoleApi>(RoleApi)
    .toDynamicValue((context) => new HttpRoleApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
  bind<StaffApi>(StaffApi)
    .toDynamicValue((context) => new HttpStaffApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
  bind<ManagedApplicationApi>(ManagedApplicationApi)
    .toDynamicValue((context) => new HttpManagedApplicationApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
});
