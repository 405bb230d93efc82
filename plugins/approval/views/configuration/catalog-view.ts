import type { ConfiguredTemplate, TemplateCatalog, TemplateGroup } from '../../api/approval-api';

/** A group of 审批配置's list with the templates shown in it. */
export interface GroupView extends TemplateGroup {
  templates: ConfiguredTemplate[];
  /** How many templates the group holds, whatever the search shows (a group with any cannot be removed). */
  total: number;
}

/**
 * The list as shown: the groups in `order` (the server's until a drag is saved), each with its
 * templates whose name or description holds the keyword; with a keyword, groups without a match are
 * left out.
 */
export function catalogView(catalog: TemplateCatalog, order: readonly string[] | undefined, keyword: string) {
  const byId = new Map(catalog.groups.map((group) => [group.uniqueId, group]));
  const ordered = (order ?? catalog.groups.map((group) => group.uniqueId))
    .map((id) => byId.get(id))
    .filter((group): group is TemplateGroup => group !== undefined);
  // A group added meanwhile (another admin) goes last.
  for (const group of catalog.groups) if (!ordered.includes(group)) ordered.push(group);
  const wanted = keyword.trim().toLowerCase();
  const matches = (template: ConfiguredTemplate) =>
    wanted === '' || `${template.name} ${template.description}`.toLowerCase().includes(wanted);
  return ordered
    .map((group): GroupView => {
      const inGroup = catalog.templates.filter((template) => template.groupUniqueId === group.uniqueId);
      return { ...group, templates: inGroup.filter(matches), total: inGroup.length };
    })
    .filter((group) => wanted === '' || group.templates.length > 0);
}

/** Who may start a template, in a few words. */
export function startersText(template: Pick<ConfiguredTemplate, 'starters' | 'starterNames'>): string {
  if (template.starters.everyone) return '所有人';
  if (template.starterNames.length === 0) return '暂无可发起的人';
  const shown = template.starterNames.slice(0, 3).join('、');
  return template.starterNames.length > 3 ? `${shown} 等 ${template.starterNames.length} 项` : shown;
}
