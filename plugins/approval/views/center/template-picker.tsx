import { useDebouncedValue } from '@core';
import { dataViewOf, LoadFailed } from '@core/data';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import type { StartableTemplate } from '../../api/approval-api';
import { TemplateIcon } from '../../components/template-icon';
import './approval-center.css';

/** The templates by group, in the order the server gives (groups in their first template's place). */
export function groupsOf(templates: readonly StartableTemplate[], keyword: string) {
  const wanted = keyword.trim().toLowerCase();
  const groups = new Map<string, StartableTemplate[]>();
  for (const template of templates) {
    const matches =
      wanted === '' ||
      template.name.toLowerCase().includes(wanted) ||
      template.description.toLowerCase().includes(wanted);
    if (!matches) continue;
    const group = template.group || '其他';
    groups.set(group, [...(groups.get(group) ?? []), template]);
  }
  return [...groups].map(([name, list]) => ({ name, templates: list }));
}

function TemplateCard({ template, onChoose }: { template: StartableTemplate; onChoose(): void }) {
  return (
    <button type="button" className="atrium-approval-template" onClick={onChoose}>
      <TemplateIcon icon={template.icon} />
      <span className="atrium-approval-template__text">
        <span className="atrium-approval-template__name">{template.name}</span>
        <span className="atrium-approval-template__description">{template.description || '暂无说明'}</span>
      </span>
    </button>
  );
}

/**
 * 发起审批's choice: a search on name and description, then the templates the member may start as
 * cards by group (buttons: Tab reaches each, Enter chooses). Loading, failure with 重试 and empty states.
 */
export function TemplatePicker({
  templates,
  onChoose,
}: {
  templates: UseQueryResult<StartableTemplate[]>;
  onChoose(template: StartableTemplate): void;
}) {
  const [keyword, setKeyword] = useState('');
  const searched = useDebouncedValue(keyword);
  const view = dataViewOf(templates, (list) => list.length === 0);
  const groups = view.kind === 'ready' ? groupsOf(view.data, searched) : [];

  if (view.kind === 'loading') return <Skeleton active paragraph={{ rows: 4 }} />;
  if (view.kind === 'error')
    return <LoadFailed title="审批模板加载失败" message={view.message} onRetry={view.retry} />;
  if (view.kind === 'empty') return <Empty description="暂无可发起的审批，请联系管理员在审批配置中开放" />;
  return (
    <div>
      <Input.Search
        allowClear
        aria-label="搜索审批"
        placeholder="搜索审批名称或说明"
        maxLength={64}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        className="atrium-approval-picker__search"
      />
      {groups.length === 0 ? (
        <Empty description="没有匹配的审批" />
      ) : (
        groups.map((group) => (
          <section key={group.name} aria-label={group.name} className="atrium-approval-picker__group">
            <Typography.Title level={5}>{group.name}</Typography.Title>
            <div className="atrium-approval-picker__grid">
              {group.templates.map((template) => (
                <TemplateCard
                  key={template.uniqueId}
                  template={template}
                  onChoose={() => onChoose(template)}
                />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
