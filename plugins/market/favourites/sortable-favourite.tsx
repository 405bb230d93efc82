import { HolderOutlined } from '@ant-design/icons';
import type { HeldApplication } from '@core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ManageButton, StarToggle } from '../components/application-actions';
import { ApplicationRow } from '../components/application-row';
import { applicationTitle } from '../components/application-title';
import { LaunchReasonTag } from '../components/launch-reason';
import { canManage, refusalOf } from '../launcher/launch-rules';
import type { EntryHandlers } from './market-entry';

/**
 * A favourite: dragged by its handle (pointer or keyboard) to reorder; opens (or says why it does not),
 * 管理 and unstar.
 */
export function SortableFavourite({
  application,
  handlers,
}: {
  application: HeldApplication;
  handlers: EntryHandlers;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: application.applicationUniqueId });
  const title = applicationTitle(application);
  const refusal = refusalOf(application);
  return (
    <ApplicationRow
      application={application}
      rowRef={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
      }}
      onOpen={() => handlers.onOpen(application)}
      disabled={refusal !== undefined}
      tag={refusal && <LaunchReasonTag refusal={refusal} />}
      leading={
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="market-row__handle"
          {...attributes}
          {...listeners}
          aria-label={`拖动「${title}」调整顺序`}
        >
          <HolderOutlined />
        </button>
      }
      actions={
        <>
          {handlers.isAdmin && canManage(application) && (
            <ManageButton title={title} onManage={() => handlers.onOpen(application, 'ADMIN')} />
          )}
          <StarToggle
            title={title}
            starred
            onToggle={() => handlers.onToggleStar(application.applicationUniqueId)}
          />
        </>
      }
    />
  );
}
