/** The category index on the right of the market panel: picking a category scrolls to its group. */
export function CategoryIndex({
  categories,
  current,
  onPick,
}: {
  categories: readonly string[];
  current: string | undefined;
  onPick(category: string): void;
}) {
  if (categories.length === 0) return null;
  return (
    <nav className="market-index" aria-label="应用分类">
      <ul>
        {categories.map((category) => (
          <li key={category}>
            <button
              type="button"
              className={`market-index__item${category === current ? ' market-index__item--current' : ''}`}
              aria-current={category === current ? 'true' : undefined}
              onClick={() => onPick(category)}
            >
              {category}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
