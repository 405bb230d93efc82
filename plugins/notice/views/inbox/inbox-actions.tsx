import { CheckOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Typography } from 'antd';

/** 全部已读 for the chosen type, after a confirm naming how many; disabled when nothing is unread. */
export function ReadAllButton({ unread, onReadAll }: { unread: number; onReadAll(): Promise<unknown> }) {
  return (
    <Popconfirm
      title={`将当前分类下的 ${unread} 条未读消息全部标为已读？`}
      okText="确定"
      cancelText="取消"
      onConfirm={() => onReadAll()}
      disabled={unread === 0}
    >
      <Button icon={<CheckOutlined />} disabled={unread === 0}>
        全部已读
      </Button>
    </Popconfirm>
  );
}

/** What can be done with the selected rows: mark the unread ones read, or remove them (asks first). */
export function BatchActions({
  count,
  unread,
  reading,
  onRead,
  onRemove,
  onClear,
}: {
  count: number;
  /** How many of the selected are unread. */
  unread: number;
  /** 标为已读 is being saved. */
  reading: boolean;
  onRead(): void;
  onRemove(): Promise<unknown>;
  onClear(): void;
}) {
  return (
    <Flex role="group" aria-label="批量操作" align="center" gap={8} wrap className="atrium-inbox__batch">
      <Typography.Text>已选 {count} 条</Typography.Text>
      <Button size="small" disabled={unread === 0} loading={reading} onClick={onRead}>
        标为已读
      </Button>
      <Popconfirm
        title={`确定删除选中的 ${count} 条消息？`}
        okText="删除"
        cancelText="取消"
        okButtonProps={{ danger: true }}
        onConfirm={() => onRemove()}
      >
        <Button size="small" danger>
          删除
        </Button>
      </Popconfirm>
      <Button size="small" type="link" onClick={onClear}>
        取消选择
      </Button>
    </Flex>
  );
}
