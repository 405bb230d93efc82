import { Notifier, useLeaveView, useService } from '@core';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StaffApi } from '../../api/staff-api';
import { StaffChangesStore } from '../../stores/staff-changes-store';
import { StaffNotChosen, StaffPageFailed, StaffPageLoading } from './page-states';
import { StaffForm } from './staff-form';
import { type StaffFormValues, staffFormValuesOf, staffProfileOf } from './staff-form-values';
import { staffDetailPath } from './staff-paths';
import { useStaffFormData } from './use-staff-form-data';

/** 编辑员工 (/childsPage/staffModify?uniqueId=): one tab per member; on success its detail opens. */
const StaffModifyPage = observer(function StaffModifyPage() {
  const uniqueId = useSearchParams()[0].get('uniqueId') ?? '';
  if (!uniqueId) return <StaffNotChosen />;
  return <StaffModifyForm uniqueId={uniqueId} />;
});

const StaffModifyForm = observer(function StaffModifyForm({ uniqueId }: { uniqueId: string }) {
  const api = useService(StaffApi);
  const notifier = useService(Notifier);
  const changes = useService(StaffChangesStore);
  const leave = useLeaveView();
  const { data, retry } = useStaffFormData(uniqueId);
  const initialValues = useMemo(
    () => (data.kind === 'ready' && data.detail ? staffFormValuesOf(data.detail, data.fields) : undefined),
    [data],
  );

  if (data.kind === 'loading') return <StaffPageLoading />;
  if (data.kind === 'failed')
    return <StaffPageFailed title="员工信息加载失败" message={data.message} onRetry={retry} />;
  if (!initialValues) return <StaffNotChosen />;

  const submit = async (values: StaffFormValues) => {
    const saved = await api.modify({ uniqueId, ...staffProfileOf(values, data.fields) });
    changes.markChanged();
    notifier.success(`已保存员工「${saved.name}」`);
    leave(staffDetailPath(saved.uniqueId));
  };

  return (
    <div style={{ padding: 24 }}>
      <StaffForm
        mode="modify"
        initialValues={initialValues}
        departments={data.departments}
        roles={data.roles}
        fields={data.fields}
        onSubmit={submit}
        onCancel={() => leave(staffDetailPath(uniqueId))}
      />
    </div>
  );
});

export default StaffModifyPage;
