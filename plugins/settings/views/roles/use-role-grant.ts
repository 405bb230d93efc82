import { combineQueries, useChange, useData } from '@core/data';
import { useMemo, useState } from 'react';
import type { RoleApi, RoleSummary } from '../../api/role-api';
import { grantableResourcesQuery, roleDetailQuery } from '../../api/settings-queries';
import {
  allKeys,
  buildGrantTree,
  checkedFromCodes,
  grantedCodesOf,
  halfCheckedOf,
  type Keys,
  sameKeys,
  toggleNode,
} from './grant-tree-model';

const NOTHING: Keys = new Set();

/**
 * 角色授权 for the selected role: the grant tree and the role's granted codes (two queries, shown as
 * one by `<QueryState query={grant.query}>`), and the admin's unsaved draft of checked nodes. The
 * draft belongs to the role it was made for, so choosing another role starts from that role's grant;
 * the page asks before that happens. The queries stay fresh a while, so a kept-alive tab shown again
 * keeps the draft over the same grant.
 */
export function useRoleGrant(api: RoleApi, role: RoleSummary | undefined, canGrant: boolean) {
  const roleId = role?.uniqueId;
  const resources = useData(grantableResourcesQuery, undefined);
  const detail = useData(roleDetailQuery, roleId ?? '', { enabled: roleId !== undefined });
  const [draft, setDraft] = useState<{ roleId: string; keys: Keys }>();
  const [refusal, setRefusal] = useState<{ roleId: string; message: string }>();
  // A refusal stays shown and the draft is kept. The draft is dropped once the role's grant has
  // reloaded, so the tree never shows the old grant in between.
  const grant = useChange({
    change: ({ roleId, codes }: { roleId: string; codes: string[] }) => api.grant(roleId, codes),
    invalidates: (_detail, { roleId }) => [[...roleDetailQuery.key, roleId]],
    awaitReload: true,
    success: '权限已保存',
    refusal: (message, _error, { roleId }) => setRefusal({ roleId, message }),
    fallback: '保存失败，请稍后再试',
    onSuccess: () => setDraft(undefined),
  });
  const saving = grant.busy;

  // A draft or refusal left on another role was given up when the admin chose this one.
  if (draft && draft.roleId !== roleId) setDraft(undefined);
  if (refusal && refusal.roleId !== roleId) setRefusal(undefined);

  const grantTree = useMemo(() => resources.data && buildGrantTree(resources.data), [resources.data]);
  const grantedDetail = roleId === undefined ? undefined : detail.data;

  /** What the role grants now, as checked nodes; the built-in role holds every node. */
  const saved = useMemo<Keys>(() => {
    if (!grantTree || !grantedDetail) return NOTHING;
    return grantedDetail.builtIn
      ? allKeys(grantTree)
      : checkedFromCodes(grantTree, grantedDetail.resourceCodes);
  }, [grantTree, grantedDetail]);
  const checked = draft && draft.roleId === roleId ? draft.keys : saved;
  const halfChecked = useMemo(
    () => (grantTree ? halfCheckedOf(grantTree, checked) : NOTHING),
    [grantTree, checked],
  );
  const dirty = checked !== saved && !sameKeys(checked, saved);
  const editable = canGrant && !!grantedDetail && !grantedDetail.builtIn;

  function toggle(key: string, check: boolean) {
    if (!grantTree || !roleId || !editable || saving) return;
    setDraft({ roleId, keys: toggleNode(grantTree, checked, key, check) });
  }

  function restore() {
    setDraft(undefined);
    setRefusal(undefined);
  }

  /** Sends the checked resources; resolves true once saved and reloaded. */
  async function save(): Promise<boolean> {
    if (!grantTree || !roleId || !editable) return false;
    setRefusal(undefined);
    return (await grant.run({ roleId, codes: grantedCodesOf(grantTree, checked) })).done;
  }

  return {
    /** The grant tree and the role's grant, as one query for `<QueryState>`. */
    query: combineQueries(resources, detail),
    grantTree,
    checked,
    halfChecked,
    dirty,
    editable,
    saving,
    refusal: refusal && refusal.roleId === roleId ? refusal.message : undefined,
    /** How many resources the draft grants. */
    grantedCount: grantTree ? grantedCodesOf(grantTree, checked).length : 0,
    toggle,
    restore,
    save,
  };
}

export type RoleGrant = ReturnType<typeof useRoleGrant>;
