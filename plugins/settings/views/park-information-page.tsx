import { EditOutlined } from '@ant-design/icons';
import { Notifier, SessionStore, usePermission, useService } from '@core';
import { SettingsPermission } from '@manifests/settings';
import { Button, Card, Result, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { OwnerApi, type OwnerInfo } from '../api/owner-api';
import { readFileAsBase64, uploadFileName } from '../components/park-information/image-file';
import { ParkProfileForm } from '../components/park-information/park-profile-form';
import { changesOf, type ParkProfileValues } from '../components/park-information/park-profile-rules';
import { ParkProfileView } from '../components/park-information/park-profile-view';

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; info: OwnerInfo };

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * 园区详情: the organisation's park profile. Every member with the page reads it; members holding
 * 编辑园区详情 (PARK_INFORMATION_MODIFY) edit it, the logo included, which the navbar then shows.
 */
const ParkInformationPage = observer(function ParkInformationPage() {
  const api = useService(OwnerApi);
  const session = useService(SessionStore);
  const notifier = useService(Notifier);
  const canModify = usePermission(SettingsPermission.parkInformationModify);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  // Kept-alive views re-run their effects each time their tab is shown again: load only once, so a
  // half-typed form survives switching tabs (refresh re-creates the view and loads afresh).
  const loadedOnce = useRef(false);
  const load = useCallback(() => {
    let cancelled = false;
    setLoaded({ kind: 'loading' });
    api.detail().then(
      (info) => {
        if (cancelled) return;
        loadedOnce.current = true;
        setLoaded({ kind: 'ready', info });
      },
      (error: unknown) => !cancelled && setLoaded({ kind: 'failed', message: messageOf(error, '加载失败') }),
    );
    return () => {
      cancelled = true;
    };
  }, [api]);
  useEffect(() => (loadedOnce.current ? undefined : load()), [load]);

  const uploadLogo = useCallback(
    async (file: File) =>
      (await api.uploadImage(uploadFileName(file.name), await readFileAsBase64(file))).url,
    [api],
  );

  async function save(values: ParkProfileValues) {
    setSaving(true);
    setRefusal(undefined);
    try {
      const info = await api.modify(changesOf(values));
      setLoaded({ kind: 'ready', info });
      setEditing(false);
      session.setLogoUrl(info.logoUrl);
      notifier.success('园区信息已保存');
    } catch (error) {
      // The form keeps what was typed; the reason shows above it.
      setRefusal(messageOf(error, '保存失败，请稍后再试'));
    } finally {
      setSaving(false);
    }
  }

  function stopEditing() {
    setEditing(false);
    setRefusal(undefined);
  }

  if (loaded.kind === 'failed')
    return (
      <Result
        status="error"
        title="园区信息加载失败"
        subTitle={loaded.message}
        extra={
          <Button type="primary" onClick={load}>
            重试
          </Button>
        }
      />
    );
  // Losing the permission while editing (a role changed) ends the editing.
  const showForm = editing && canModify && loaded.kind === 'ready';
  return (
    <div style={{ padding: 24 }}>
      <Card
        title={showForm ? '编辑园区详情' : '园区详情'}
        extra={
          canModify &&
          !showForm &&
          loaded.kind === 'ready' && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
              编辑
            </Button>
          )
        }
      >
        {loaded.kind === 'loading' ? (
          <Skeleton active />
        ) : showForm ? (
          <ParkProfileForm
            info={loaded.info}
            saving={saving}
            refusal={refusal}
            onSubmit={save}
            onCancel={stopEditing}
            uploadLogo={uploadLogo}
            onEdit={() => setRefusal(undefined)}
          />
        ) : (
          <ParkProfileView info={loaded.info} />
        )}
      </Card>
    </div>
  );
});

export default ParkInformationPage;
