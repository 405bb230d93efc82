import { StarFilled, StarOutlined } from '@ant-design/icons';
import './application-actions.css';

/**
 * The star of an application: 收藏 when it is not a favourite, 取消收藏 when it is. Plain buttons with
 * the browser's own tooltip: a market row renders them by the hundred.
 */
export function StarToggle({
  title,
  starred,
  onToggle,
}: {
  title: string;
  starred: boolean;
  onToggle(): void;
}) {
  return (
    <button
      type="button"
      className={`market-action market-action--star${starred ? ' market-action--starred' : ''}`}
      title={starred ? '取消收藏' : '收藏'}
      aria-label={starred ? `取消收藏「${title}」` : `收藏「${title}」`}
      aria-pressed={starred}
      onClick={onToggle}
    >
      {starred ? <StarFilled /> : <StarOutlined />}
    </button>
  );
}

/** 管理: opens the application's admin side (shown to organisation admins only). */
export function ManageButton({ title, onManage }: { title: string; onManage(): void }) {
  return (
    <button
      type="button"
      className="market-action market-action--link"
      aria-label={`管理「${title}」`}
      onClick={onManage}
    >
      管理
    </button>
  );
}
