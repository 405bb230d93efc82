import { useService } from '@core';
import { useChange } from '@core/data';
import {
  ApprovalApi,
  type ConfiguredTemplate,
  type TemplateCreateBody,
  type TemplateGroup,
} from '../../api/approval-api';
import { ApprovalTag } from '../../api/approval-queries';
import { TemplateRow } from './template-row';

/** A template's row with its 启用 switch, saved at once (several rows' switches may save together). */
export function ToggledTemplateRow({
  template,
  onEdit,
  onRemove,
}: {
  template: ConfiguredTemplate;
  onEdit(): void;
  onRemove(): void;
}) {
  const api = useService(ApprovalApi);
  const toggle = useChange({
    change: (enabled: boolean) => api.saveTemplateSettings({ uniqueId: template.uniqueId, enabled }),
    invalidates: [ApprovalTag.templates],
    awaitReload: true,
    success: (_saved, enabled) => (enabled ? `已启用「${template.name}」` : `已停用「${template.name}」`),
    fallback: '保存失败，请稍后再试',
  });
  return (
    <TemplateRow
      template={template}
      switching={toggle.busy}
      onToggle={(enabled) => void toggle.run(enabled)}
      onEdit={onEdit}
      onRemove={onRemove}
    />
  );
}

/**
 * The list's changes of groups and templates: each reloads the catalogue (tag `templates`); a group's
 * removal says why it was refused in a toast, the dialogs show theirs in place.
 */
export function useTemplateChanges(after: {
  onGroupSaved(): void;
  onCreated(created: { uniqueId: string }): void;
  onRemoved(): void;
}) {
  const api = useService(ApprovalApi);
  const touches = { invalidates: [ApprovalTag.templates], awaitReload: true };
  return {
    removeGroup: useChange({
      ...touches,
      change: (group: TemplateGroup) => api.removeGroup(group.uniqueId),
      success: (_removed, group) => `已删除分组「${group.name}」`,
      fallback: '删除失败，请稍后再试',
    }),
    saveGroup: useChange({
      ...touches,
      change: async ({ group, name }: { group: TemplateGroup | undefined; name: string }) => {
        if (group) await api.renameGroup(group.uniqueId, name);
        else await api.addGroup(name);
      },
      success: '分组已保存',
      onSuccess: after.onGroupSaved,
    }),
    createTemplate: useChange({
      ...touches,
      change: (body: TemplateCreateBody) => api.createTemplate(body),
      onSuccess: after.onCreated,
    }),
    removeTemplate: useChange({
      ...touches,
      change: (template: ConfiguredTemplate) => api.removeTemplate(template.uniqueId),
      success: (_removed, template) => `已删除「${template.name}」`,
      onSuccess: after.onRemoved,
    }),
  };
}
