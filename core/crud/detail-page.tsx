import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QueryLike } from '../data/combine';
import { QueryState } from '../data/query-state';

interface DetailHeaderProps {
  /** The record's name: 员工详情 · 王芳. */
  title: ReactNode;
  /** Beside the title: its status or kind (antd `Tag`s). */
  tags?: ReactNode;
  /** Actions at the header's end (编辑, 删除…), already filtered by permission. */
  extra?: ReactNode;
  /** Where 返回 leads; the previous page of the history when not given. */
  backTo?: string;
  /** 返回's label. */
  backText?: string;
}

export type DetailPageProps<T> = DetailHeaderProps &
  (
    | {
        /** What the body shows; loading and failure shown the one way (`QueryState`) until it is in. */
        query: QueryLike<T>;
        /** What failed: 员工信息加载失败. */
        errorTitle?: string;
        children(data: T): ReactNode;
      }
    | { query?: undefined; errorTitle?: undefined; children: ReactNode }
  );

/** The header of a record's page: 返回, the title and its tags, the actions. */
export function DetailHeader({ title, tags, extra, backTo, backText = '返回' }: DetailHeaderProps) {
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          onClick={() => (backTo === undefined ? navigate(-1) : navigate(backTo))}
        >
          {backText}
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }} ellipsis>
          {title}
        </Typography.Title>
        {tags && <Space size={4}>{tags}</Space>}
      </Flex>
      {extra && <Space wrap>{extra}</Space>}
    </Flex>
  );
}

/**
 * A record's page: the header (返回, title, tags, actions) and the body. Given a `query`, the body is
 * `children(data)` once it is in, with the skeleton and the failure with 重试 before that.
 */
export function DetailPage<T>(props: DetailPageProps<T>) {
  const { title, tags, extra, backTo, backText } = props;
  return (
    <Card>
      <DetailHeader title={title} tags={tags} extra={extra} backTo={backTo} backText={backText} />
      {props.query === undefined ? (
        props.children
      ) : (
        <QueryState query={props.query} errorTitle={props.errorTitle}>
          {props.children}
        </QueryState>
      )}
    </Card>
  );
}
