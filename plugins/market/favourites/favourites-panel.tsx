import type { HeldApplication } from '@core';
import { useSortableSensors } from '@core/drag';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Empty, Skeleton } from 'antd';
import { ManageButton } from '../components/application-actions';
import { ApplicationRow } from '../components/application-row';
import { applicationTitle } from '../components/application-title';
import { LaunchReasonTag } from '../components/launch-reason';
import { canManage, refusalOf } from '../launcher/launch-rules';
import { favouriteDragAnnouncements, favouriteDragInstructions } from './drag-announcements';
import type { EntryHandlers } from './market-entry';
import { SortableFavourite } from './sortable-favourite';

/**
 * The drawer's favourites panel (spec §2): the favourites in their saved order, sortable by dragging
 * (pointer or keyboard) with an unstar button each, and the recently used applications.
 */
export function FavouritesPanel({
  favourites,
  recent,
  handlers,
  loading,
  onMove,
}: {
  favourites: readonly HeldApplication[];
  recent: readonly HeldApplication[];
  /** Still fetching: a skeleton stands in for the lists (never 暂无收藏 before the answer). */
  loading: boolean;
  handlers: EntryHandlers;
  onMove(activeId: string, overId: string): void;
}) {
  const sensors = useSortableSensors();
  const ids = favourites.map((application) => application.applicationUniqueId);
  const titleOf = (id: string | number) => {
    const application = favourites.find((candidate) => candidate.applicationUniqueId === String(id));
    return application ? applicationTitle(application) : String(id);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <div className="favourites-panel">
      <section aria-labelledby="market-favourites-title">
        <h4 id="market-favourites-title" className="favourites-panel__title">
          我的收藏
        </h4>
        {loading ? (
          <div role="status" aria-label="收藏加载中">
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          </div>
        ) : favourites.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无收藏，点亮应用右侧的星标即可收藏" />
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements: favouriteDragAnnouncements(titleOf),
              screenReaderInstructions: favouriteDragInstructions,
            }}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <ul className="market-list" aria-label="收藏的应用">
                {favourites.map((application) => (
                  <SortableFavourite
                    key={application.applicationUniqueId}
                    application={application}
                    handlers={handlers}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        )}
      </section>
      <section aria-labelledby="market-recent-title">
        <h4 id="market-recent-title" className="favourites-panel__title">
          最近使用
        </h4>
        {loading ? (
          <div role="status" aria-label="最近使用加载中">
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </div>
        ) : recent.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无最近使用的应用" />
        ) : (
          <ul className="market-list" aria-label="最近使用的应用">
            {recent.map((application) => (
              <RecentEntry key={application.uniqueId} application={application} handlers={handlers} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A recently used application: opens (or says why it no longer does); 管理 for admins. */
function RecentEntry({ application, handlers }: { application: HeldApplication; handlers: EntryHandlers }) {
  const refusal = refusalOf(application);
  return (
    <ApplicationRow
      application={application}
      onOpen={() => handlers.onOpen(application)}
      disabled={refusal !== undefined}
      tag={refusal && <LaunchReasonTag refusal={refusal} />}
      actions={
        handlers.isAdmin &&
        canManage(application) && (
          <ManageButton
            title={applicationTitle(application)}
            onManage={() => handlers.onOpen(application, 'ADMIN')}
          />
        )
      }
    />
  );
}
