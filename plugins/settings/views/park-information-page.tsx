import { useService } from '@core/di/services-context';
import { ApiError } from '@core/services/api-error';
import { Notifier } from '@core/services/notifier';
import { PermissionStore } from '@core/stores/permission-store';
import { SessionStore } from '@core/stores/session-store';
import { Alert, Avatar, Button, Card, Form, Input, Result, Skeleton, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { OwnerApi, type OwnerInfo } from '../api/owner-api';

interface FormValues {
  name: string;
  logoUrl: string;
}

const LOGO_PATTERN = /^(|https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/;

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; info: OwnerInfo };

/** 园区详情: the organisation's name and logo (the logo shows in the navbar). */
const ParkInformationPage = observer(function ParkInformationPage() {
  const api = useService(OwnerApi);
  const session = useService(SessionStore);
  const permissions = useService(PermissionStore);
  const notifier = useService(Notifier);
  const [form] = Form.useForm<FormValues>();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const canModify = session.isAdmin || permissions.hasPermission('PARK_INFORMATION_MODIFY');

  // Kept-alive views re-run their effects each time their tab is shown again: load only once, so a
  // half-typed form survives switching tabs (refresh re-creates the view and loads afresh).
  const loadedOnce = useRef(false);
  useEffect(() => {
    if (loadedOnce.current) return;
    let cancelled = false;
    api.detail().then(
      (info) => {
        if (cancelled) return;
        loadedOnce.current = true;
        setLoaded({ kind: 'ready', info });
        form.setFieldsValue({ name: info.name, logoUrl: info.logoUrl });
      },
      (error: unknown) =>
        !cancelled &&
        setLoaded({ kind: 'failed', message: error instanceof Error ? error.message : '加载失败' }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, form]);

  async function save(values: FormValues) {
    setSaving(true);
    setRefusal(undefined);
    try {
      const info = await api.modify({ name: values.name.trim(), logoUrl: values.logoUrl.trim() });
      setLoaded({ kind: 'ready', info });
      session.setLogoUrl(info.logoUrl);
      notifier.success('园区信息已保存');
    } catch (error) {
      // The form keeps what was typed; the reason shows above it.
      setRefusal(
        error instanceof ApiError || error instanceof Error ? error.message : '保存失败，请稍后再试',
      );
    } finally {
      setSaving(false);
    }
  }

  const logoUrl = Form.useWatch('logoUrl', form);
  if (loaded.kind === 'failed')
    return <Result status="error" title="园区信息加载失败" subTitle={loaded.message} />;
  return (
    <div style={{ padding: 24 }}>
      <Card title="园区详情">
        {loaded.kind === 'loading' ? (
          <Skeleton active />
        ) : (
          <Form<FormValues>
            form={form}
            layout="vertical"
            style={{ maxWidth: 560 }}
            disabled={!canModify}
            onFinish={save}
            onValuesChange={() => setRefusal(undefined)}
          >
            {!canModify && (
              <Alert type="info" showIcon title="仅组织管理员可以修改园区信息" style={{ marginBottom: 16 }} />
            )}
            {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
            <Form.Item
              label="园区名称"
              name="name"
              rules={[
                { required: true, whitespace: true, message: '请输入园区名称' },
                { max: 64, message: '园区名称不能超过 64 个字符' },
                { pattern: /^[^<>]*$/, message: '园区名称不能包含尖括号' },
              ]}
            >
              <Input placeholder="例如：星河科技园" maxLength={64} showCount />
            </Form.Item>
            <Form.Item
              label="Logo 地址"
              name="logoUrl"
              extra="填写以 https:// 开头的图片地址或站内路径，留空则使用默认 Logo。"
              rules={[{ pattern: LOGO_PATTERN, message: 'Logo 地址格式不正确' }]}
            >
              <Input placeholder="https://" />
            </Form.Item>
            <Space align="center" style={{ marginBottom: 24 }}>
              <Avatar shape="square" size={48} src={logoUrl || undefined}>
                {loaded.info.name.slice(0, 1)}
              </Avatar>
              <Typography.Text type="secondary">Logo 预览</Typography.Text>
            </Space>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={saving}>
                保存
              </Button>
            </Form.Item>
          </Form>
        )}
      </Card>
    </div>
  );
});

export default ParkInformationPage;
