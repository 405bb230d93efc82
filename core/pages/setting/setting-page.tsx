import { Card, Typography } from 'antd';
import { SettingsForm } from '../../components/settings-form/settings-form';

/**
 * /setting (spec §2): 项目配置 as a page, the same form as the navbar's drawer. Every change applies
 * and is saved at once, so there is nothing to submit.
 */
export default function SettingPage() {
  return (
    <div style={{ padding: 24 }}>
      <Card title="项目配置" style={{ maxWidth: 560 }}>
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          主题色与布局偏好保存在本浏览器中，修改后立即生效。
        </Typography.Paragraph>
        <SettingsForm idPrefix="atrium-setting-page" />
      </Card>
    </div>
  );
}
