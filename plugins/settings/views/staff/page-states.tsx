import { Card, Empty, Skeleton, Typography } from 'antd';

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

/**
 * A record page opened without `?uniqueId=`. On antd's `Empty` (already loaded with the first screen)
 * rather than `Result`, whose illustrations would load with the record pages for a state they rarely show.
 */
export function StaffNotChosen() {
  return (
    <Empty
      style={{ padding: '48px 32px' }}
      description={
        <>
          <Typography.Title level={4} style={{ margin: '8px 0' }}>
            未指定员工
          </Typography.Title>
          <Typography.Text type="secondary">请从员工列表选择一名员工</Typography.Text>
        </>
      }
    />
  );
}
