import { formatDateTime } from '@core';
import { Button, Switch, Tag, Tooltip } from 'antd';
import type { ConfiguredTemplate } from '../../api/approval-api';
import { TemplateIcon } from '../../components/template-icon';
import { startersText } from './catalog-view';

/** What a template's publication says: 未发布, or its version, when and by whom. */
function publication(template: ConfiguredTemplate): string {
  if (template.version === null || template.publishedAt === null) return '未发布';
  const by = template.publisherName ? ` · ${template.publisherName}` : '';
  return `v${template.version} · ${formatDateTime(template.publishedAt)}${by}`;
}

/**
 * One template of 审批配置's list: icon, name (系统 for an area's template, 草稿 while edits wait to be
 * published), who may start it, its publication, the enabled switch, 编辑 and 删除.
 */
export function TemplateRow({
  template,
  switching,
  onToggle,
  onEdit,
  onRemove,
}: {
  template: ConfiguredTemplate;
  /** The switch's change is being saved. */
  switching: boolean;
  onToggle(enabled: boolean): void;
  onEdit(): void;
  onRemove(): void;
}) {
  const system = template.typeKey !== null;
  return (
    <li className="approval-config__template" aria-label={template.name}>
      <TemplateIcon icon={template.icon} size={36} />
      <div className="approval-config__template-main">
        <div className="approval-config__template-name">
          <span>{template.name}</span>
          {system && (
            <Tooltip title="业务模块通过它发起审批">
              <Tag color="blue">系统</Tag>
            </Tooltip>
          )}
          {template.version === null ? (
            <Tag color="orange">未发布</Tag>
          ) : (
            template.hasDraft && <Tag color="gold">有未发布的修改</Tag>
          )}
        </div>
        <div className="approval-config__template-meta">{template.description || '暂无说明'}</div>
      </div>
      <div className="approval-config__template-starters" title={template.starterNames.join('、')}>
        <span className="approval-config__label">发起人</span>
        {startersText(template)}
      </div>
      <div className="approval-config__template-version">
        <span className="approval-config__label">最近发布</span>
        {publication(template)}
      </div>
      <Switch
        checked={template.enabled}
        loading={switching}
        checkedChildren="启用"
        unCheckedChildren="停用"
        aria-label={`启用「${template.name}」`}
        onChange={onToggle}
      />
      <div className="approval-config__template-actions">
        <Button type="link" onClick={onEdit} aria-label={`编辑「${template.name}」`}>
          编辑
        </Button>
        <Tooltip title={system ? '系统审批不能删除，可以停用' : undefined}>
          <Button
            type="link"
            danger
            disabled={system}
            onClick={onRemove}
            aria-label={`删除「${template.name}」`}
          >
            删除
          </Button>
        </Tooltip>
      </div>
    </li>
  );
}
