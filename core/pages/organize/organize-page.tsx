import { RightOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Spin, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { Organization } from '../../api/auth-api';
import { useDocumentTitle } from '../../app/console-embedding';
import { useService } from '../../di/services-context';
import { SessionStore } from '../../stores/session-store';
import { LoginCard, LoginShell } from '../login/login-shell';
import { redirectTarget } from '../login/redirect-target';

export const ORGANIZE_TITLE = '选择组织 - 管理端';

/** A few calm colours for organisations without a logo, chosen by name so each keeps its colour. */
const AVATAR_COLORS = ['#1677ff', '#13a8a8', '#722ed1', '#fa8c16', '#2f54eb', '#52c41a'];

function avatarColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 9973;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
}

/**
 * /organize: the member belongs to several organisations; choosing one exchanges the account token for
 * that organisation's, then goes on to `redirect` (default /dashboard). Without a token: /login.
 */
const OrganizePage = observer(function OrganizePage() {
  const session = useService(SessionStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [entering, setEntering] = useState<string>();

  useDocumentTitle(ORGANIZE_TITLE);

  if (!session.token) return <Navigate to="/login" replace />;

  const choose = async (organization: Organization) => {
    setEntering(organization.uniqueId);
    try {
      await session.enterOrganization(organization.uniqueId);
      navigate(redirectTarget(params.get('redirect'), '/dashboard'), { replace: true });
    } catch {
      // The request service has already shown the refusal; the member may pick again.
      setEntering(undefined);
    }
  };

  const signInAgain = () => {
    session.clear();
    navigate('/login', { replace: true });
  };

  return (
    <LoginShell subtitle="您已加入多个组织，请选择要进入的组织">
      <LoginCard>
        {session.organizations.length === 0 ? (
          <Empty description="该账号尚未加入任何组织，请联系管理员" />
        ) : (
          <Spin spinning={entering !== undefined}>
            <ul
              className="atrium-org-list"
              aria-label="组织列表"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {session.organizations.map((organization) => (
                <li key={organization.uniqueId}>
                  <OrganizationItem
                    organization={organization}
                    disabled={entering !== undefined}
                    onChoose={() => choose(organization)}
                  />
                </li>
              ))}
            </ul>
          </Spin>
        )}
        <Button type="link" block onClick={signInAgain} style={{ marginTop: 16 }}>
          使用其他账号登录
        </Button>
      </LoginCard>
    </LoginShell>
  );
});

export default OrganizePage;

function OrganizationItem({
  organization,
  disabled,
  onChoose,
}: {
  organization: Organization;
  disabled: boolean;
  onChoose(): void;
}) {
  const { name, logoUrl, nickname, isAdmin } = organization;
  return (
    <button type="button" className="atrium-org" disabled={disabled} onClick={onChoose}>
      {logoUrl ? (
        <Avatar size={44} shape="square" src={logoUrl} alt="" />
      ) : (
        <Avatar size={44} shape="square" style={{ backgroundColor: avatarColor(name), fontSize: 18 }}>
          {name.slice(0, 1)}
        </Avatar>
      )}
      <span className="atrium-org__body">
        <span className="atrium-org__name">
          <span>{name}</span>
          {isAdmin && (
            <Tag color="blue" variant="filled" style={{ marginInlineEnd: 0 }}>
              管理员
            </Tag>
          )}
        </span>
        {nickname && <span className="atrium-org__meta">以「{nickname}」的身份进入</span>}
      </span>
      <RightOutlined className="atrium-org__arrow" />
    </button>
  );
}
