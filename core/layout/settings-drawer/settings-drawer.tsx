import { Drawer } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { SettingsForm } from '../../components/settings-form/settings-form';
import { SETTING_ROUTE } from '../../routing/fixed-views';
import { settingsDrawerState } from './settings-drawer-state';

/**
 * 项目配置 (spec §2) from the navbar's settings icon: the shared settings form in a drawer, with a
 * link to the same preferences as a page (/setting) for those who want them in a tab.
 */
export const SettingsDrawer = observer(function SettingsDrawer() {
  const close = () => settingsDrawerState.hide();
  return (
    <Drawer
      title="项目配置"
      placement="right"
      size={300}
      open={settingsDrawerState.open}
      onClose={close}
      rootClassName="atrium-settings-drawer"
      extra={
        <Link to={SETTING_ROUTE.pattern} onClick={close}>
          在页面中打开
        </Link>
      }
    >
      <SettingsForm idPrefix="atrium-setting-drawer" />
    </Drawer>
  );
});
