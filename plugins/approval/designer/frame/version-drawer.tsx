import { errorMessage, formatDateTime } from '@core';
import { LoadFailedInline, useData } from '@core/data';
import { Button, Drawer, Empty, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import type { TemplateVersionItem } from '../../api/approval-api';
import { templateVersionQuery, templateVersionsQuery } from '../../api/approval-queries';
import type { DesignerEditor, EditorStep } from './editor-slot';

const NO_PROBLEMS = [] as const;
const ignore = () => undefined;

/** One published version, shown read-only through the designer's editors. */
function VersionPreview({
  uniqueId,
  version,
  editor,
  onBack,
}: {
  uniqueId: string;
  version: number;
  editor: DesignerEditor;
  onBack(): void;
}) {
  const [step, setStep] = useState<EditorStep>('form');
  const detail = useData(templateVersionQuery, { uniqueId, version });
  return (
    <div className="approval-designer__version-preview">
      <div className="approval-designer__version-bar">
        <Button onClick={onBack}>返回列表</Button>
        <strong>v{version}</strong>
        <Segmented<EditorStep>
          value={step}
          onChange={setStep}
          options={[
            { label: '表单', value: 'form' },
            { label: '流程', value: 'flow' },
          ]}
        />
      </div>
      {detail.data ? (
        editor({
          step,
          form: detail.data.form,
          flow: detail.data.flow,
          onChange: ignore,
          problems: NO_PROBLEMS,
          focusedNodeId: undefined,
          focusRequest: 0,
          onFocusNode: ignore,
          readOnly: true,
        })
      ) : detail.isError ? (
        <LoadFailedInline
          title="版本加载失败"
          message={errorMessage(detail.error, '加载失败，请稍后再试')}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <Skeleton active />
      )}
    </div>
  );
}

/** The published versions, newest first, each with who published it, when, and 查看. */
function VersionList({
  loading,
  versions,
  onView,
}: {
  loading: boolean;
  versions: readonly TemplateVersionItem[];
  onView(version: number): void;
}) {
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (versions.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未发布过" />;
  return (
    <ul className="approval-designer__versions" aria-label="已发布的版本">
      {versions.map((item) => (
        <li key={item.version}>
          <div>
            <strong>v{item.version}</strong> {item.current && <Tag color="green">当前版本</Tag>}
            <div className="approval-designer__version-meta">
              {`${item.publisherName ?? '未知成员'} 发布于 ${formatDateTime(item.publishedAt)}`}
            </div>
          </div>
          <Button type="link" onClick={() => onView(item.version)} aria-label={`查看 v${item.version}`}>
            查看
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** 版本记录: every published version with who published it and when; any of them previewed read-only. */
export function VersionDrawer({
  uniqueId,
  open,
  editor,
  onClose,
}: {
  uniqueId: string;
  open: boolean;
  editor: DesignerEditor;
  onClose(): void;
}) {
  const versions = useData(templateVersionsQuery, uniqueId, { enabled: open, staleTime: 0 });
  const [previewing, setPreviewing] = useState<number>();
  return (
    <Drawer
      title="版本记录"
      open={open}
      size={previewing === undefined ? 420 : 800}
      onClose={() => {
        setPreviewing(undefined);
        onClose();
      }}
    >
      {previewing !== undefined ? (
        <VersionPreview
          uniqueId={uniqueId}
          version={previewing}
          editor={editor}
          onBack={() => setPreviewing(undefined)}
        />
      ) : versions.isError ? (
        <LoadFailedInline
          title="版本记录加载失败"
          message={errorMessage(versions.error, '加载失败，请稍后再试')}
          onRetry={() => void versions.refetch()}
        />
      ) : (
        <VersionList
          loading={versions.isPending}
          versions={versions.data ?? []}
          onView={(version) => setPreviewing(version)}
        />
      )}
    </Drawer>
  );
}
