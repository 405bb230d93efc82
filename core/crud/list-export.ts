import { useCallback } from 'react';
import type { PageQuery } from '../data/page';
import { useService } from '../di/services-context';
import { usePermission } from '../hooks/use-permission';
import { ApiError, errorMessage } from '../services/api-error';
import { type DownloadedFile, saveFile } from '../services/downloaded-file';
import { Notifier } from '../services/notifier';

/** What a list's search sends, without its page: what 导出 asks the server for. */
export type ListSearch<P extends PageQuery> = Omit<P, 'pageNum' | 'pageSize'>;

/**
 * A list page's 导出: the file of every row the current search keeps (its filters and sort, never its
 * page), as the server writes it (`streamWorkbook` on the server, `RequestService.postForFile` in the
 * area's API client), saved under the name the server gave.
 */
export interface ListExport<P extends PageQuery> {
  /** The resource code whose holders see 导出; everyone who sees the list when left out. */
  permission?: string;
  /** Asks the server for the file (the API client's `postForFile`). */
  download(search: ListSearch<P>): Promise<DownloadedFile>;
}

/** The search of a list's parameters: its page left out. */
export function searchOf<P extends PageQuery>({
  pageNum: _page,
  pageSize: _size,
  ...search
}: P): ListSearch<P> {
  return search as ListSearch<P>;
}

/**
 * 导出 as the toolbar runs it, or undefined when the list has none or the member may not export: the
 * file saved as a download; a failure the request service has not shown already is shown here. The
 * toolbar's button shows it running and takes no second click meanwhile.
 */
export function useListExport<P extends PageQuery>(
  option: ListExport<P> | undefined,
): ((params: P) => Promise<void>) | undefined {
  const notifier = useService(Notifier);
  const permitted = usePermission(option?.permission ?? '');
  const allowed = option !== undefined && (option.permission === undefined || permitted);
  const download = option?.download;
  const run = useCallback(
    async (params: P) => {
      if (!download) return;
      try {
        saveFile(await download(searchOf(params)));
      } catch (error) {
        if (!(error instanceof ApiError && error.shown))
          notifier.error(errorMessage(error, '导出失败，请稍后再试'));
      }
    },
    [download, notifier],
  );
  return allowed ? run : undefined;
}
