import { Card, Col, Row, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../di/services-context';
import { ShellSlot } from '../../plugin/shell-slot';
import { SessionStore } from '../../stores/session-store';

/** 工作台: the pinned first tab and breadcrumb root; plugins (the application centre) add sections. */
const DashboardPage = observer(function DashboardPage() {
  const session = useService(SessionStore);
  const usable = session.applications.filter(
    (application) => application.state === 1 && application.inState === 1,
  );
  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {session.name}，欢迎回来
      </Typography.Title>
      <Typography.Paragraph type="secondary">当前组织：{session.organizationName}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Card title="已开通应用">{usable.length} 个</Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card title="身份">{session.isAdmin ? '组织管理员' : '员工'}</Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card title="手机号">{session.userInfo?.telephone}</Card>
        </Col>
      </Row>
      <ShellSlot name="workbench" />
    </div>
  );
});

export default DashboardPage;
