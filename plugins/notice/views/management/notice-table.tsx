import { formatDateTime } from '@core';
import { TextLink } from '@core/components';
import type { CrudColumn } from '@core/crud';
import { Flex, Progress, Typography } from 'antd';
import type { PublishedNotice } from '../../api/notice-api';
import { readPercent } from './notice-format';
import { NoticeScopeTags } from './notice-scope-tags';

export const REMOVE_QUESTION = '撤回后，所有接收人将不再看到这条通知。确定撤回？';

function ReadProgress({ notice }: { notice: PublishedNotice }) {
  const percent = readPercent(notice.readCount, notice.recipientCount);
  return (
    <Flex vertical gap={2}>
      <Typography.Text>
        {notice.readCount}/{notice.recipientCount}
      </Typography.Text>
      <Progress
        percent={percent}
        size={[72, 6]}
        showInfo={false}
        style={{ margin: 0, lineHeight: 1 }}
        aria-label={`已读 ${notice.readCount} 人，共 ${notice.recipientCount} 人`}
      />
    </Flex>
  );
}

/**
 * 通知管理's columns and its search (the title, searched once typing settles); the title opens the
 * notice.
 */
export function noticeColumns(onView: (notice: PublishedNotice) => void): CrudColumn<PublishedNotice>[] {
  return [
    {
      title: '关键词',
      key: 'keyword',
      hideInTable: true,
      search: { ariaLabel: '搜索通知', placeholder: '搜索通知标题', instant: true },
    },
    {
      title: '标题',
      dataIndex: 'title',
      ellipsis: true,
      width: 280,
      render: (title: string, notice) => <TextLink onClick={() => onView(notice)}>{title}</TextLink>,
    },
    {
      title: '接收范围',
      key: 'scope',
      width: 180,
      render: (_value, notice) => <NoticeScopeTags notice={notice} />,
    },
    { title: '发布人', dataIndex: 'publisherName', width: 96, render: (name: string) => name || '—' },
    {
      title: '发布时间',
      dataIndex: 'publishedAt',
      width: 148,
      render: (publishedAt: string) => formatDateTime(publishedAt),
    },
    {
      title: '已读',
      key: 'read',
      width: 104,
      render: (_value, notice) => <ReadProgress notice={notice} />,
    },
  ];
}
