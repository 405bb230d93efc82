import { useLeaveView, useService } from '@core';
import { departmentTreeQuery } from '@core/components';
import { combineQueries, QueryState, useChange, useData } from '@core/data';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { roleListQuery, SettingsTag, staffDetailQuery, staffFieldsQuery } from '../../api/settings-queries';
import { StaffApi, type StaffField } from '../../api/staff-api';
import { StaffNotChosen, StaffPageLoading } from './page-states';
import { StaffForm } from './staff-form';
import { type StaffFormValues, staffFormValuesOf, staffProfileOf } from './staff-form-values';
import { staffDetailPath } from './staff-paths';

/** 编辑员工 (/childsPage/staffModify?uniqueId=): one tab per member; on success its detail opens. */
const StaffModifyPage = observer(function StaffModifyPage() {
  const uniqueId = useSearchParams()[0].get('uniqueId') ?? '';
  if (!uniqueId) return <StaffNotChosen />;
  return <StaffModifyForm uniqueId={uniqueId} />;
});

const StaffModifyForm = observer(function StaffModifyForm({ uniqueId }: { uniqueId: string }) {
  const api = useService(StaffApi);
  const leave = useLeaveView();
  const loaded = combineQueries(
    useData(departmentTreeQuery, undefined),
    useData(roleListQuery, undefined),
    useData(staffFieldsQuery, undefined),
    useData(staffDetailQuery, uniqueId),
  );

  const save = useChange({
    change: ({ values, fields }: { values: StaffFormValues; fields: StaffField[] }) =>
      api.modify({ uniqueId, ...staffProfileOf(values, fields) }),
    invalidates: [SettingsTag.staff],
    success: (saved) => `已保存员工「${saved.name}」`,
    onSuccess: (saved) => leave(staffDetailPath(saved.uniqueId)),
  });

  // The form takes its values once (StaffForm's initialValues): a reload of the member after a change
  // elsewhere does not throw away what is being typed.
  return (
    <QueryState query={loaded} errorTitle="员工信息加载失败" loading={<StaffPageLoading />}>
      {([departments, roles, fields, detail]) => (
        <div style={{ padding: 24 }}>
          <StaffForm
            mode="modify"
            initialValues={staffFormValuesOf(detail, fields)}
            departments={departments}
            roles={roles}
            fields={fields}
            onSubmit={(values) => save.send({ values, fields })}
            onCancel={() => leave(staffDetailPath(uniqueId))}
          />
        </div>
      )}
    </QueryState>
  );
});

export default StaffModifyPage;
