import { EditOutlined } from '@ant-design/icons';
import { SessionStore, usePermission, useService } from '@core';
import { useLeaveGuard } from '@core/crud';
import { QueryState, useChange, useData } from '@core/data';
import { SettingsPermission } from '@manifests/settings';
import { Button, Card, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { OwnerApi, type OwnerInfo } from '../api/owner-api';
import { ownerInfoQuery, SettingsTag } from '../api/settings-queries';
import { readFileAsBase64, uploadFileName } from '../components/park-information/image-file';
import { ParkProfileForm } from '../components/park-information/park-profile-form';
import { changesOf, type ParkProfileValues } from '../components/park-information/park-profile-rules';
import { ParkProfileView } from '../components/park-information/park-profile-view';

/**
 * 园区详情: the organisation's park profile. Every member with the page reads it; members holding
 * 编辑园区详情 (PARK_INFORMATION_MODIFY) edit it, the logo included, which the navbar then shows.
 * The profile is a query tagged `owner`, fresh a while: a kept-alive tab shown again keeps a
 * half-typed form over the same profile.
 */
const ParkInformationPage = observer(function ParkInformationPage() {
  const profile = useData(ownerInfoQuery, undefined);
  return (
    <QueryState query={profile} errorTitle="园区信息加载失败" loading={<ParkInformationCard />}>
      {(info) => <ParkInformationCard info={info} />}
    </QueryState>
  );
});

/** The profile's card: its details or, for 编辑, the form; a skeleton while it loads (no `info`). */
const ParkInformationCard = observer(function ParkInformationCard({ info }: { info?: OwnerInfo }) {
  const api = useService(OwnerApi);
  const session = useService(SessionStore);
  const canModify = usePermission(SettingsPermission.parkInformationModify);
  const [editing, setEditing] = useState(false);
  // Whether the form was changed since 编辑 (saving or 取消 ends the editing, and with it the question).
  const [edited, setEdited] = useState(false);

  const uploadLogo = useCallback(
    async (file: File) =>
      (await api.uploadImage(uploadFileName(file.name), await readFileAsBase64(file))).url,
    [api],
  );

  // The form keeps what was typed on a refusal; the reason shows above it.
  const save = useChange({
    change: async (values: ParkProfileValues) => {
      const saved = await api.modify(changesOf(values));
      // The navbar shows the new logo, whether or not this page is still there.
      session.setLogoUrl(saved.logoUrl);
    },
    invalidates: [SettingsTag.owner],
    // The details show once the saved profile is in, never the old one in between.
    awaitReload: true,
    success: '园区信息已保存',
    refusal: 'inline',
    fallback: '保存失败，请稍后再试',
    onSuccess: () => {
      setEditing(false);
      setEdited(false);
    },
  });

  function stopEditing() {
    setEditing(false);
    setEdited(false);
    save.dismiss();
  }

  // Losing the permission while editing (a role changed) ends the editing.
  const showForm = editing && canModify && info !== undefined;
  // Closing the tab, leaving or reloading with unsaved changes asks first.
  const guard = useLeaveGuard(() => showForm && edited);
  return (
    <div style={{ padding: 24 }}>
      {guard}
      <Card
        title={showForm ? '编辑园区详情' : '园区详情'}
        extra={
          canModify &&
          !showForm &&
          info !== undefined && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
              编辑
            </Button>
          )
        }
      >
        {info === undefined ? (
          <Skeleton active />
        ) : showForm ? (
          <ParkProfileForm
            info={info}
            saving={save.busy}
            refusal={save.refusal}
            onSubmit={save.run}
            onCancel={stopEditing}
            uploadLogo={uploadLogo}
            onEdit={() => {
              setEdited(true);
              save.dismiss();
            }}
          />
        ) : (
          <ParkProfileView info={info} />
        )}
      </Card>
    </div>
  );
});

export default ParkInformationPage;
