import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import type { MoreEntry } from './navbar-placement';

/**
 * 更多: the navbar's items that do not fit, as a menu. On a phone the areas' own navbar actions (the
 * 消息 bell) come beneath it.
 */
export function NavbarMore({
  entries,
  actions,
  onChoose,
}: {
  entries: readonly MoreEntry[];
  actions?: ReactNode;
  onChoose(entry: MoreEntry): void;
}) {
  return (
    <Dropdown
      menu={{
        items: entries.map((entry) => ({ key: entry.key, label: entry.label })),
        onClick: ({ key }) => {
          const entry = entries.find((candidate) => candidate.key === key);
          if (entry) onChoose(entry);
        },
      }}
      popupRender={
        actions
          ? (menu) => (
              <div className="atrium-navbar__more">
                {menu}
                <div className="atrium-navbar__more-actions">{actions}</div>
              </div>
            )
          : undefined
      }
      trigger={['click']}
      placement="bottomRight"
    >
      <Button
        type="text"
        className="atrium-navbar__action atrium-navbar__more-button"
        icon={<EllipsisOutlined />}
        aria-label="更多"
      />
    </Dropdown>
  );
}
