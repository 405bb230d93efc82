import { errorMessage } from '@core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RoleApi, RoleDetail, RoleSummary } from '../../api/role-api';
import {
  allKeys,
  buildGrantTree,
  checkedFromCodes,
  type GrantTree,
  grantedCodesOf,
  halfCheckedOf,
  type Keys,
  sameKeys,
  toggleNode,
} from './grant-tree-model';

export type Loadable<T> =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; value: T };

const NOTHING: Keys = new Set();

/**
 * 角色授权 for the selected role: the grant tree (loaded once), the role's granted codes (loaded per
 * role), and the admin's unsaved draft of checked nodes. The draft belongs to the role it was made
 * for, so choosing another role starts from that role's grant; the page asks before that happens.
 */
export function useRoleGrant(api: RoleApi, role: RoleSummary | undefined, canGrant: boolean) {
  const [tree, setTree] = useState<Loadable<GrantTree>>({ kind: 'loading' });
  const [detail, setDetail] = useState<{ roleId: string; state: Loadable<RoleDetail> }>();
  const [draft, setDraft] = useState<{ roleId: string; keys: Keys }>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<{ roleId: string; message: string }>();
  const roleId = role?.uniqueId;

  const loadTree = useCallback(() => {
    setTree({ kind: 'loading' });
    api.resourceTree().then(
      (applications) => setTree({ kind: 'ready', value: buildGrantTree(applications) }),
      (error: unknown) => setTree({ kind: 'failed', message: errorMessage(error, '授权资源加载失败') }),
    );
  }, [api]);

  // Kept-alive views re-run their effects each time their tab is shown again: load the tree once and
  // a role's grant once per selection, so an unsaved draft survives switching tabs.
  const treeRequested = useRef(false);
  useEffect(() => {
    if (treeRequested.current) return;
    treeRequested.current = true;
    loadTree();
  }, [loadTree]);

  const latestDetail = useRef<string>(undefined);
  const loadDetail = useCallback(
    (id: string) => {
      latestDetail.current = id;
      // A draft left on another role was given up when the admin chose this one.
      setDraft(undefined);
      setRefusal(undefined);
      setDetail({ roleId: id, state: { kind: 'loading' } });
      api.detail(id).then(
        (value) => latestDetail.current === id && setDetail({ roleId: id, state: { kind: 'ready', value } }),
        (error: unknown) =>
          latestDetail.current === id &&
          setDetail({
            roleId: id,
            state: { kind: 'failed', message: errorMessage(error, '角色权限加载失败') },
          }),
      );
    },
    [api],
  );
  useEffect(() => {
    if (roleId && latestDetail.current !== roleId) loadDetail(roleId);
  }, [roleId, loadDetail]);

  const detailState: Loadable<RoleDetail> =
    detail && detail.roleId === roleId ? detail.state : { kind: 'loading' };
  const grantTree = tree.kind === 'ready' ? tree.value : undefined;
  const grantedDetail = detailState.kind === 'ready' ? detailState.value : undefined;

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

  /** Sends the checked resources; a refusal stays shown and the draft is kept. Resolves true once saved. */
  async function save(): Promise<boolean> {
    if (!grantTree || !roleId || !editable) return false;
    setSaving(true);
    setRefusal(undefined);
    try {
      const value = await api.grant(roleId, grantedCodesOf(grantTree, checked));
      setDetail({ roleId, state: { kind: 'ready', value } });
      setDraft(undefined);
      return true;
    } catch (error) {
      setRefusal({ roleId, message: errorMessage(error, '保存失败，请稍后再试') });
      return false;
    } finally {
      setSaving(false);
    }
  }

  const retry = () => {
    if (tree.kind === 'failed') loadTree();
    if (roleId && detailState.kind === 'failed') loadDetail(roleId);
  };

  return {
    tree,
    detail: detailState,
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
    retry,
  };
}

export type RoleGrant = ReturnType<typeof useRoleGrant>;
