import { formatDateTime } from '@core';
import { AttachmentPreview } from '@core/crud';
import { Flex, Tag, Timeline, Typography } from 'antd';
import type { TimelineEntry, UpcomingNode } from '../../api/approval-api';
import { entryView, upcomingText } from './timeline-model';

function EntryContent({ entry }: { entry: TimelineEntry }) {
  const view = entryView(entry);
  return (
    <Flex vertical gap={4} className="approval-timeline__entry">
      <Flex gap={8} wrap align="baseline">
        {view.byActor && entry.actor && <Typography.Text strong>{entry.actor.name}</Typography.Text>}
        {!view.byActor && entry.nodeName && <Typography.Text strong>{entry.nodeName}</Typography.Text>}
        <Typography.Text>
          {view.action}
          {view.people && `：${view.people}`}
        </Typography.Text>
        {view.byActor && entry.nodeName && (
          <Typography.Text type="secondary">{entry.nodeName}</Typography.Text>
        )}
        {view.marks.map((mark) => (
          <Tag key={mark} color={view.color === 'gray' ? 'default' : view.color}>
            {mark}
          </Tag>
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </Typography.Text>
      {entry.comment && (
        <Typography.Paragraph
          className="approval-timeline__comment"
          style={{ margin: 0, whiteSpace: 'pre-wrap' }}
        >
          {entry.comment}
        </Typography.Paragraph>
      )}
      {view.files.length > 0 && <AttachmentPreview files={view.files} />}
    </Flex>
  );
}

function UpcomingContent({ wave }: { wave: readonly UpcomingNode[] }) {
  return (
    <Flex vertical gap={4} className="approval-timeline__upcoming">
      <Flex gap={8} align="center">
        <Tag>{wave.length > 1 ? '预计 · 并行' : '预计'}</Tag>
      </Flex>
      {wave.map((node) => {
        const { what, people } = upcomingText(node);
        return (
          <Typography.Text key={node.nodeId} type="secondary">
            {node.nodeName}（{what}）：{people}
          </Typography.Text>
        );
      })}
    </Flex>
  );
}

/**
 * Everything that happened, in order (who, when, what, their comment and files, the marks of 转交,
 * 加签, 退回, 催办 and reminders), then — grey, marked 预计 — the nodes still to come as the flow
 * predicts them now; the nodes of one wave run side by side.
 */
export function ApprovalTimeline({
  timeline,
  upcoming,
}: {
  timeline: readonly TimelineEntry[];
  upcoming: readonly (readonly UpcomingNode[])[];
}) {
  const items = [
    ...timeline.map((entry, index) => ({
      key: `done-${index}`,
      color: entryView(entry).color,
      content: <EntryContent entry={entry} />,
    })),
    ...upcoming.map((wave, index) => ({
      key: `upcoming-${wave.map((node) => node.nodeId).join('-')}-${index}`,
      color: 'gray' as const,
      className: 'approval-timeline__item--upcoming',
      content: <UpcomingContent wave={wave} />,
    })),
  ];
  if (items.length === 0) return <Typography.Text type="secondary">暂无记录</Typography.Text>;
  return <Timeline items={items} />;
}
