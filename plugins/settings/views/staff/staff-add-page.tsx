import { passwordDigest, useLeaveView, useService } from '@core';
import { departmentTreeQuery } from '@core/components';
import { combineQueries, QueryState, useChange, useData } from '@core/data';
import { observer } from 'mobx-react-lite';
import { roleListQuery, SettingsTag, staffFieldsQuery } from '../../api/settings-queries';
import { StaffApi, type StaffField } from '../../api/staff-api';
import { StaffPageLoading } from './page-states';
import { StaffForm } from './staff-form';
import { emptyStaffFormValues, type StaffFormValues, staffProfileOf } from './staff-form-values';
import { STAFF_LIST_PATH, staffDetailPath } from './staff-paths';

/** 新增员工 (/childsPage/staffAdd): on success the tab closes and the new member's detail opens. */
const StaffAddPage = observer(function StaffAddPage() {
  const api = useService(StaffApi);
  const leave = useLeaveView();
  const choices = combineQueries(
    useData(departmentTreeQuery, undefined),
    useData(roleListQuery, undefined),
    useData(staffFieldsQuery, undefined),
  );

  const add = useChange({
    change: async ({ values, fields }: { values: StaffFormValues; fields: StaffField[] }) => {
      const password = values.initialPassword ?? '';
      return api.add({
        ...staffProfileOf(values, fields),
        telephone: values.telephone.trim(),
        // Only the digest travels (spec §5); left out when not set, for a telephone that has an account.
        ...(password ? { initialPassword: await passwordDigest(password) } : {}),
      });
    },
    invalidates: [SettingsTag.staff],
    success: (added) => `已添加员工「${added.name}」`,
    onSuccess: (added) => leave(staffDetailPath(added.uniqueId)),
  });

  return (
    <QueryState query={choices} errorTitle="表单加载失败" loading={<StaffPageLoading />}>
      {([departments, roles, fields]) => (
        <div style={{ padding: 24 }}>
          <StaffForm
            mode="add"
            initialValues={emptyStaffFormValues()}
            departments={departments}
            roles={roles}
            fields={fields}
            onSubmit={(values) => add.send({ values, fields })}
            onCancel={() => leave(STAFF_LIST_PATH)}
          />
        </div>
      )}
    </QueryState>
  );
});

export default StaffAddPage;
