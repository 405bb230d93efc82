import { dataViewOf, LoadFailedInline, type QueryLike } from '@core/data';
import { Badge, Flex, Menu, type MenuProps, Skeleton } from 'antd';
import type { MessageType } from '../../api/notice-api';

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

/** The unread count of 全部消息: every type's (none while the types load). */
export function totalUnread(types: readonly MessageType[] | undefined): number {
  return (types ?? []).reduce((sum, type) => sum + type.unreadCount, 0);
}

/** The unread count of the chosen type, or of every type for ALL_TYPES. */
export function unreadOf(types: readonly MessageType[] | undefined, typeCode: string): number {
  if (typeCode === ALL_TYPES) return totalUnread(types);
  return types?.find((type) => type.code === typeCode)?.unreadCount ?? 0;
}

/**
 * 全部消息 and each message type with its unread count (the types query); choosing one filters the
 * list. 全部消息 is there at once; the types follow, or their failure with 重试.
 */
export function MessageTypeMenu({
  types,
  selected,
  onSelect,
}: {
  types: QueryLike<MessageType[]>;
  /** A type code, or ALL_TYPES. */
  selected: string;
  onSelect(typeCode: string): void;
}) {
  const view = dataViewOf(types);
  const loaded = types.data;
  const items: NonNullable<MenuProps['items']> = [
    { key: ALL_TYPES, label: itemLabel('全部消息', totalUnread(loaded)) },
    ...(loaded ?? []).map((type) => ({ key: type.code, label: itemLabel(type.name, type.unreadCount) })),
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
      {view.kind === 'loading' && (
        <div aria-busy="true">
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      )}
      {view.kind === 'error' && (
        <LoadFailedInline title="分类加载失败" message={view.message} onRetry={view.retry} />
      )}
    </>
  );
}
