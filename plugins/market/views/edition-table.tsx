import { NO_EXPIRY } from '@core';
import { Button, Popconfirm, Table, Tag } from 'antd';
import type { Edition } from '../api/market-api';

export function formatPrice(priceFen: number): string {
  return priceFen === 0 ? '免费' : `¥${(priceFen / 100).toFixed(2)}`;
}

export function formatDuration(durationDays: number | null): string {
  return durationDays === null ? NO_EXPIRY : `${durationDays} 天`;
}

/** The editions of an application; admins open one for the organisation after confirming. */
export function EditionTable({
  applicationName,
  editions,
  canOpen,
  opening,
  onOpen,
}: {
  applicationName: string;
  editions: readonly Edition[];
  canOpen: boolean;
  opening: string | undefined;
  onOpen(edition: Edition): void;
}) {
  return (
    <Table<Edition>
      rowKey="uniqueId"
      pagination={false}
      dataSource={[...editions]}
      locale={{ emptyText: '该应用暂无可开通的版本' }}
      columns={[
        { title: '版本', dataIndex: 'name' },
        { title: '价格', dataIndex: 'priceFen', render: (priceFen: number) => formatPrice(priceFen) },
        {
          title: '时长',
          dataIndex: 'durationDays',
          render: (durationDays: number | null) => formatDuration(durationDays),
        },
        {
          title: '功能',
          dataIndex: 'features',
          render: (features: string[]) => features.map((feature) => <Tag key={feature}>{feature}</Tag>),
        },
        ...(canOpen
          ? [
              {
                title: '操作',
                key: 'open',
                render: (_: unknown, edition: Edition) => (
                  <Popconfirm
                    title="开通应用"
                    description={`确定为本组织开通「${applicationName}」${edition.name}吗？`}
                    okText="开通"
                    cancelText="取消"
                    onConfirm={() => onOpen(edition)}
                  >
                    <Button
                      type="link"
                      loading={opening === edition.uniqueId}
                      aria-label={`开通${edition.name}`}
                    >
                      开通
                    </Button>
                  </Popconfirm>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
