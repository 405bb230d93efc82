import { Badge, Button, Flex, Menu, type MenuProps, Skeleton, Typography } from 'antd';
import type { MessageTypesState } from './use-inbox-data';

/** The menu key of 全部消息 (a type code is never this). */
export const ALL_TYPES = '__all__';

function itemLabel(name: string, unread: number) {
  return (
    <Flex justify="space-between" align="center" gap={8}>
      <span>{name}</span>
      <Badge count={unread} overflowCount={99} size="small" />
    </Flex>
  );
}

/** The unread count of 全部消息: every type's. */
export function totalUnread(types: MessageTypesState): number {
  return types.kind === 'ready' ? types.types.reduce((sum, type) => sum + type.unreadCount, 0) : 0;
}

/** 全部消息 and each message type with its unread count; choosing one filters the list. */
export function MessageTypeMenu({
  types,
  selected,
  onSelect,
  onRetry,
}: {
  types: MessageTypesState;
  /** A type code, or ALL_TYPES. */
  selected: string;
  onSelect(typeCode: string): void;
  onRetry(): void;
}) {
  const items: NonNullable<MenuProps['items']> = [
    { key: ALL_TYPES, label: itemLabel('全部消息', totalUnread(types)) },
    ...(types.kind === 'ready'
      ? types.types.map((type) => ({ key: type.code, label: itemLabel(type.name, type.unreadCount) }))
      : []),
  ];
  return (
    <>
      <Menu
        aria-label="消息分类"
        mode="inline"
        items={items}
        selectedKeys={[selected]}
        onClick={({ key }) => onSelect(key)}
        style={{ borderInlineEnd: 'none' }}
      />
      {types.kind === 'loading' && <Skeleton active title={false} paragraph={{ rows: 4 }} />}
      {types.kind === 'failed' && (
        <Flex vertical gap={4} style={{ padding: '8px 16px' }}>
          <Typography.Text type="danger">分类加载失败：{types.message}</Typography.Text>
          <Button size="small" onClick={onRetry} style={{ alignSelf: 'start' }}>
            重试
          </Button>
        </Flex>
      )}
    </>
  );
}
