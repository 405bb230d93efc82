import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MoreEntry } from './navbar-placement';

/** A link inside the console is a link in the menu too: pointing at or focusing it loads its view. */
function labelOf(entry: MoreEntry): ReactNode {
  return entry.kind === 'link' && !entry.link.external ? (
    <Link to={entry.link.to}>{entry.label}</Link>
  ) : (
    entry.label
  );
}

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
        items: entries.map((entry) => ({ key: entry.key, label: labelOf(entry) })),
        onClick: ({ key, domEvent }) => {
          // A click on a link is the link's to follow; the rest of the row follows it too.
          if ((domEvent.target as HTMLElement).closest?.('a')) return;
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
