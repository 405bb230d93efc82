import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QueryLike } from '../data/combine';
import { QueryState } from '../data/query-state';
import { type DetailAction, DetailActions } from './detail-actions';
import { type DetailSection, DetailSections } from './detail-sections';

interface DetailHeaderProps {
  /** The record's name: 员工详情 · 王芳. */
  title: ReactNode;
  /** Beside the title: its status or kind (antd `Tag`s). */
  tags?: ReactNode;
  /** Actions at the header's end (编辑, 删除…), already filtered by permission. */
  extra?: ReactNode;
  /** The record's action bar at the header's end, by permission (`DetailActions`), after `extra`. */
  actions?: readonly DetailAction[];
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
    | {
        query?: undefined;
        errorTitle?: undefined;
        /** Under the header, in its card (a summary, a notice). */
        children?: ReactNode;
        /**
         * The record in titled sections below the header's card, with the anchor rail beside them
         * (`DetailSections`); give the page its record loaded (a `QueryState` around it).
         */
        sections?: readonly DetailSection[];
      }
  );

/** The header of a record's page: 返回, the title and its tags, the actions. */
export function DetailHeader({ title, tags, extra, actions, backTo, backText = '返回' }: DetailHeaderProps) {
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
        <Typography.Title
          level={4}
          style={{ margin: 0 }}
          ellipsis={typeof title === 'string' ? { tooltip: title } : true}
        >
          {title}
        </Typography.Title>
        {tags && <Space size={4}>{tags}</Space>}
      </Flex>
      {(extra || actions) && (
        <Space wrap>
          {extra}
          {actions && <DetailActions actions={actions} />}
        </Space>
      )}
    </Flex>
  );
}

/**
 * A record's page: the header (返回, title, its state tags, `extra` and the action bar by permission)
 * and the body. Given a `query`, the body is `children(data)` once it is in, with the skeleton and the
 * failure with 重试 before that; given `sections`, the record's titled sections follow the header's
 * card, with an anchor rail beside them.
 */
export function DetailPage<T>(props: DetailPageProps<T>) {
  const { title, tags, extra, actions, backTo, backText } = props;
  const header = (
    <DetailHeader
      title={title}
      tags={tags}
      extra={extra}
      actions={actions}
      backTo={backTo}
      backText={backText}
    />
  );
  if (props.query === undefined && props.sections)
    return (
      <Flex vertical gap={16}>
        <Card styles={props.children ? undefined : { body: { paddingBottom: 8 } }}>
          {header}
          {props.children}
        </Card>
        <DetailSections sections={props.sections} />
      </Flex>
    );
  return (
    <Card>
      {header}
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
