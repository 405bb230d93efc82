import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type Ref, useDeferredValue, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import type { ApplicationGroup, MarketApplication } from '../api/market-api';
import { type EntryHandlers, MarketEntry } from './market-entry';

/** What the market panel asks of its list of groups: scroll a category's group into view. */
export interface MarketGroupsHandle {
  scrollTo(category: string): void;
}

interface MarketGroupsProps {
  groups: readonly ApplicationGroup<MarketApplication>[];
  handlers: EntryHandlers;
  ref: Ref<MarketGroupsHandle>;
  /** Kept mounted but not shown (while loading, or when nothing matches). */
  hidden?: boolean;
}

/**
 * Scrolls to a category now, or once it has rendered: the groups render in the background, so a
 * request can come before its group exists.
 */
function usePendingScroll(scroll: (category: string) => boolean) {
  const pending = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (pending.current && scroll(pending.current)) pending.current = undefined;
  });
  return (category: string) => {
    pending.current = scroll(category) ? undefined : category;
  };
}

/**
 * From this many applications on, only the rows on screen are rendered: a market of thousands opens
 * and filters without blocking the page (measured by `BENCH_PARTS=market npm run bench`).
 */
export const VIRTUAL_FROM_APPLICATIONS = 300;

const HEADER_HEIGHT = 38;
const ROW_HEIGHT = 44;

/** Every group as a section with its list: the market as most organisations have it. */
function SectionedGroups({ groups, handlers, ref, hidden }: MarketGroupsProps) {
  const elements = useRef(new Map<string, HTMLElement>());
  const scrollTo = usePendingScroll((category) => {
    const element = elements.current.get(category);
    element?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    return element !== undefined;
  });
  useImperativeHandle(ref, () => ({ scrollTo }));
  const groupRef = (category: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(category, element);
    else elements.current.delete(category);
  };
  return (
    <div className="market-panel__groups" hidden={hidden}>
      {groups.map((group) => (
        <section
          key={group.categoryName}
          ref={groupRef(group.categoryName)}
          className="market-panel__group"
          aria-label={group.categoryName}
        >
          <h4 className="market-panel__category">{group.categoryName}</h4>
          <ul className="market-list">
            {group.applications.map((application) => (
              <MarketEntry key={application.uniqueId} application={application} handlers={handlers} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

type Row = { kind: 'header'; category: string } | { kind: 'application'; application: MarketApplication };

/** A large market as one list of category headings and rows, of which only those on screen render. */
function VirtualGroups({ groups, handlers, ref, hidden }: MarketGroupsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const { rows, headerAt } = useMemo(() => {
    const flat: Row[] = [];
    const headers = new Map<string, number>();
    for (const group of groups) {
      headers.set(group.categoryName, flat.length);
      flat.push({ kind: 'header', category: group.categoryName });
      for (const application of group.applications) flat.push({ kind: 'application', application });
    }
    return { rows: flat, headerAt: headers };
  }, [groups]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (rows[index]?.kind === 'header' ? HEADER_HEIGHT : ROW_HEIGHT),
    overscan: 10,
  });
  const scrollTo = usePendingScroll((category) => {
    const index = headerAt.get(category);
    if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'start' });
    return index !== undefined;
  });
  useImperativeHandle(ref, () => ({ scrollTo }));
  return (
    <div className="market-panel__groups" ref={scroller} hidden={hidden}>
      <ul className="market-list" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const style = {
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start}px)`,
          } as const;
          return row.kind === 'header' ? (
            <li key={`header:${row.category}`} style={style} className="market-panel__virtual-header">
              <h4 className="market-panel__category">{row.category}</h4>
            </li>
          ) : (
            <MarketEntry
              key={row.application.uniqueId}
              application={row.application}
              handlers={handlers}
              style={style}
            />
          );
        })}
      </ul>
    </div>
  );
}

const NO_GROUPS: readonly ApplicationGroup<MarketApplication>[] = [];

const GroupList = memo(function GroupList(props: MarketGroupsProps) {
  const size = props.groups.reduce((total, group) => total + group.applications.length, 0);
  return size >= VIRTUAL_FROM_APPLICATIONS ? <VirtualGroups {...props} /> : <SectionedGroups {...props} />;
});

/**
 * The market's groups: sectioned, or virtual once the market is large. New groups (a search answer)
 * render in the background, in slices React interleaves with input, so typing never waits on them.
 */
export function MarketGroups({ groups, ...props }: MarketGroupsProps) {
  // The first answer too: the list mounts in the background, from an empty start.
  const deferred = useDeferredValue(groups, NO_GROUPS);
  return <GroupList groups={deferred} {...props} />;
}
