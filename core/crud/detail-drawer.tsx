import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/**
 * A row's details in a drawer beside its list (查看, 详情): open while a row is chosen, its content
 * dropped when closed, so it loads afresh (through `useData`) each time it opens.
 */
export function DetailDrawer<R>({
  record,
  title,
  size = 560,
  onClose,
  children,
}: {
  /** The row the drawer is open for; closed when undefined. */
  record: R | undefined;
  title: ReactNode | ((record: R | undefined) => ReactNode);
  size?: number;
  onClose(): void;
  children(record: R): ReactNode;
}) {
  return (
    <Drawer
      open={record !== undefined}
      title={typeof title === 'function' ? title(record) : title}
      size={size}
      onClose={onClose}
      destroyOnHidden
    >
      {record !== undefined && children(record)}
    </Drawer>
  );
}
