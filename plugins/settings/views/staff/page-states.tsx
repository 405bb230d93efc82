import { PageState } from '@core/components';
import { Card, Skeleton } from 'antd';

/** A staff page while its data loads. */
export function StaffPageLoading() {
  return (
    <div style={{ padding: 24 }}>
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    </div>
  );
}

/** A record page opened without `?uniqueId=`. */
export function StaffNotChosen() {
  return <PageState title="未指定员工" description="请从员工列表选择一名员工" />;
}
