import { observer } from 'mobx-react-lite';
import { type ReactNode, useMemo } from 'react';
import { useInvalidate } from '../../data/use-data';
import { useService } from '../../di/services-context';
import { formatDateTime } from '../../format/date-time';
import { errorMessage } from '../../services/api-error';
import { Notifier } from '../../services/notifier';
import type { CrudColumn, RowAction } from '../crud-types';
import { PanelList } from '../panel-list';
import { DraftApi, type DraftPageQuery, type DraftSummary } from './draft-api';
import { DraftTag, draftPageQuery } from './draft-queries';

export interface DraftListProps {
  /** The drafts' kind (`contract.rentout`): the member's own of it, the last saved first. */
  kind: string;
  /** 继续编辑: opens the step form on the draft (its page with `?draft=<uniqueId>`). */
  onOpen(draft: DraftSummary): void;
  /** The form's step titles, to say where each draft stands (第 2 步 · 租赁房源). */
  stepTitles?: readonly string[];
  pageSize?: number;
  /** Beside the list (新建…). */
  extra?: ReactNode;
}

/** Where a draft stands: its step, by number and title. */
export function draftStepText(step: number, stepTitles?: readonly string[]): string {
  const title = stepTitles?.[step];
  return title ? `第 ${step + 1} 步 · ${title}` : `第 ${step + 1} 步`;
}

/**
 * The member's drafts of a step form, paged on the server: its title, the step it stands at and when it
 * was saved, with 继续编辑 and 删除 (asked first). Every list of drafts reloads after a change
 * (`DraftTag`), a form's new draft included.
 */
export const DraftList = observer(function DraftList({
  kind,
  onOpen,
  stepTitles,
  pageSize,
  extra,
}: DraftListProps) {
  const api = useService(DraftApi);
  const notifier = useService(Notifier);
  const invalidate = useInvalidate();

  const columns = useMemo<CrudColumn<DraftSummary>[]>(
    () => [
      { title: '草稿', dataIndex: 'title', ellipsis: true },
      {
        title: '进行到',
        dataIndex: 'step',
        width: 180,
        render: (step: number) => draftStepText(step, stepTitles),
      },
      { title: '保存时间', dataIndex: 'updatedAt', width: 170, render: (at: string) => formatDateTime(at) },
    ],
    [stepTitles],
  );

  const actions = useMemo<RowAction<DraftSummary>[]>(
    () => [
      { key: 'open', label: '继续编辑', ariaLabel: (row) => `继续编辑 ${row.title}`, onClick: onOpen },
      {
        key: 'remove',
        label: '删除',
        danger: true,
        ariaLabel: (row) => `删除 ${row.title}`,
        confirm: {
          title: (row) => `删除草稿「${row.title}」？`,
          description: '删除后不能恢复。',
          okText: '删除',
        },
        // To move onto the kit's change primitive once it is in core/data.
        onClick: async (row) => {
          try {
            await api.remove({ kind, uniqueId: row.uniqueId });
            notifier.success('草稿已删除');
          } catch (error) {
            notifier.error(errorMessage(error, '删除失败，请稍后再试'));
          }
          await invalidate(DraftTag);
        },
      },
    ],
    [api, kind, notifier, invalidate, onOpen],
  );

  return (
    <PanelList<DraftSummary, DraftPageQuery>
      rowKey="uniqueId"
      columns={columns}
      query={draftPageQuery}
      params={{ kind }}
      actions={actions}
      extra={extra}
      pageSize={pageSize}
      errorTitle="草稿加载失败"
      emptyText={() => '还没有草稿：填写表单时会自动保存草稿'}
    />
  );
});
