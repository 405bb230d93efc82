import { openedLazily } from '@core/components';
import type { ComponentProps } from 'react';
import type { NoticeDetailDrawer } from './notice-detail-drawer';

/**
 * 通知详情, loaded when first opened (its Drawer, Descriptions and the notice's rich text are not the
 * list's; issue 17) and kept mounted after; `open` says when to load, it opens for the notice given.
 */
export const LazyNoticeDetailDrawer = openedLazily<
  ComponentProps<typeof NoticeDetailDrawer> & { open: boolean }
>(() =>
  import(/* webpackChunkName: "notice-detail-drawer" */ './notice-detail-drawer').then((module) => ({
    default: module.NoticeDetailDrawer,
  })),
);
