import { DownOutlined, KeyOutlined, LogoutOutlined, SwapOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useService } from '../../di/services-context';
import { PermissionStore } from '../../stores/permission-store';
import { SessionStore } from '../../stores/session-store';
import { ChangePasswordDialog, SwitchOrganizationDialog } from '../lazy/shell-dialogs';
import { useAccountActions } from './use-account-actions';
import './user-menu.css';

type Dialog = 'switch-organization' | 'change-password' | undefined;

/** The member's name with 切换组织 (more than one organisation), 修改密码 and 退出登录. */
export const UserMenu = observer(function UserMenu() {
  const session = useService(SessionStore);
  const permissions = useService(PermissionStore);
  const location = useLocation();
  const { logout, switchOrganization } = useAccountActions();
  const [dialog, setDialog] = useState<Dialog>();

  const items: NonNullable<MenuProps['items']> = [
    ...(session.organizationName
      ? [
          {
            key: 'organization',
            disabled: true,
            label: <span className="atrium-user-menu__organization">{session.organizationName}</span>,
          },
          { type: 'divider' as const },
        ]
      : []),
    ...(session.organizations.length > 1
      ? [{ key: 'switch-organization', icon: <SwapOutlined />, label: '切换组织' }]
      : []),
    { key: 'change-password', icon: <KeyOutlined />, label: '修改密码' },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'organization') return;
    if (key === 'logout') void logout(`${location.pathname}${location.search}`);
    else setDialog(key as Dialog);
  };

  const name = session.name || '未登录';
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button
          type="button"
          className="atrium-user-menu"
          aria-label={`用户菜单：${name}`}
          aria-haspopup="menu"
        >
          {/* The initial repeats the name: drawn by CSS from its attribute, so the only text the
              button shows is the name its label contains (axe's label-content-name-mismatch, WCAG
              2.5.3: a speech-input user says what they see). A styled letter, not antd's Avatar: that
              measures its text after every render to scale it (a forced layout of the whole page while
              the first screen is built), and one character in a 28 px circle never needs scaling. */}
          <span className="atrium-user-menu__avatar" data-initial={name.slice(0, 1)} aria-hidden />
          <span className="atrium-user-menu__name">{name}</span>
          {/* antd's icon is an img named "down": hidden, or it would join the visible text that the
              label must contain (axe's label-content-name-mismatch, WCAG 2.5.3). */}
          <DownOutlined className="atrium-user-menu__caret" aria-hidden />
        </button>
      </Dropdown>
      <SwitchOrganizationDialog
        open={dialog === 'switch-organization'}
        organizations={session.organizations}
        currentId={permissions.organization?.uniqueId}
        onChoose={switchOrganization}
        onClose={() => setDialog(undefined)}
      />
      <ChangePasswordDialog
        open={dialog === 'change-password'}
        forced={false}
        onClose={() => setDialog(undefined)}
      />
    </>
  );
});
