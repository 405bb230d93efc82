import { Notifier, passwordDigest, useLeaveView, useService } from '@core';
import { observer } from 'mobx-react-lite';
import { StaffApi } from '../../api/staff-api';
import { StaffChangesStore } from '../../stores/staff-changes-store';
import { StaffPageFailed, StaffPageLoading } from './page-states';
import { StaffForm } from './staff-form';
import { emptyStaffFormValues, type StaffFormValues, staffProfileOf } from './staff-form-values';
import { STAFF_LIST_PATH, staffDetailPath } from './staff-paths';
import { useStaffFormData } from './use-staff-form-data';

/** 新增员工 (/childsPage/staffAdd): on success the tab closes and the new member's detail opens. */
const StaffAddPage = observer(function StaffAddPage() {
  const api = useService(StaffApi);
  const notifier = useService(Notifier);
  const changes = useService(StaffChangesStore);
  const leave = useLeaveView();
  const { data, retry } = useStaffFormData();

  if (data.kind === 'loading') return <StaffPageLoading />;
  if (data.kind === 'failed')
    return <StaffPageFailed title="表单加载失败" message={data.message} onRetry={retry} />;

  const submit = async (values: StaffFormValues) => {
    const password = values.initialPassword ?? '';
    const added = await api.add({
      ...staffProfileOf(values, data.fields),
      telephone: values.telephone.trim(),
      // Only the digest travels (spec §5); left out when not set, for a telephone that has an account.
      ...(password ? { initialPassword: await passwordDigest(password) } : {}),
    });
    changes.markChanged();
    notifier.success(`已添加员工「${added.name}」`);
    leave(staffDetailPath(added.uniqueId));
  };

  return (
    <div style={{ padding: 24 }}>
      <StaffForm
        mode="add"
        initialValues={emptyStaffFormValues()}
        departments={data.departments}
        roles={data.roles}
        fields={data.fields}
        onSubmit={submit}
        onCancel={() => leave(STAFF_LIST_PATH)}
      />
    </div>
  );
});

export default StaffAddPage;
