import { observer } from 'mobx-react-lite';
import { Heading, SecondaryText } from '../../components/typography-light';
import { useService } from '../../di/services-context';
import { ShellSlot } from '../../plugin/shell-slot';
import { SessionStore } from '../../stores/session-store';
import './dashboard.css';

/**
 * 工作台: the pinned first tab and breadcrumb root. A greeting; the areas' stat cards (what the member
 * can open, has to do, has not read); then the areas' sections (the application centre's favourites and
 * recent applications, the latest notices).
 */
const DashboardPage = observer(function DashboardPage() {
  const session = useService(SessionStore);
  return (
    <div style={{ padding: 24 }}>
      <Heading level={4}>{session.name}，欢迎回来</Heading>
      <SecondaryText paragraph>
        当前组织：{session.organizationName}（{session.isAdmin ? '组织管理员' : '员工'}）
      </SecondaryText>
      <div className="atrium-dashboard__stats">
        <ShellSlot name="workbenchStats" />
      </div>
      <ShellSlot name="workbench" />
    </div>
  );
});

export default DashboardPage;
