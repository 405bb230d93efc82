import type { FlowBranch, FlowNode } from '@manifests/contracts/approval-flow';
import type { ApprovalForm } from '@manifests/contracts/approval-form';
import { Alert, Drawer, Empty, Input, Tabs } from 'antd';
import { ApproverSettings } from './approver-settings';
import { BranchSettings } from './branch-settings';
import { FieldPermissions } from './field-permissions';
import { type FlowSources, NODE_NAME_MAX } from './flow-model';
import { isBranch } from './flow-tree';
import { TimeLimitSettings } from './time-limit-settings';

/** A change to a node's or branch's settings: keys set, a key given as undefined removed. */
export type NodePatch = { [K in keyof FlowNode | keyof FlowBranch]?: unknown };

export const DRAWER_WIDTH = 500;

const KIND_TITLES: Record<FlowNode['type'], string> = {
  start: '发起人',
  approver: '审批人设置',
  handler: '办理人设置',
  cc: '抄送人设置',
  condition: '条件分支',
  parallel: '并行分支',
};

/**
 * The selected node's settings in a 500 px drawer: its name, then for people nodes the source and
 * rules, the field permissions and (approvers, handlers) the time limit; for a branch its conditions.
 * Each change goes out at once as a patch (the page keeps the history).
 */
export function NodeDrawer({
  item,
  router,
  form,
  sources,
  problems,
  readOnly,
  onPatch,
  onRename,
  onClose,
}: {
  item: FlowNode | FlowBranch | undefined;
  router: FlowNode | undefined;
  form: ApprovalForm;
  sources: FlowSources;
  problems: readonly string[];
  readOnly: boolean;
  onPatch(patch: NodePatch): void;
  onRename(name: string): void;
  onClose(): void;
}) {
  const title = !item ? '' : isBranch(item) ? '条件设置' : KIND_TITLES[item.type];
  return (
    <Drawer
      open={item !== undefined}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={title}
      destroyOnHidden
      className="atrium-flow-drawer"
      mask={false}
    >
      {item && (
        <>
          {problems.length > 0 && (
            <Alert
              type="error"
              showIcon
              className="atrium-flow-drawer__problems"
              title={problems.join('；')}
            />
          )}
          <div className="atrium-flow-drawer__name">
            <label htmlFor="atrium-flow-node-name">名称</label>
            <Input
              id="atrium-flow-node-name"
              aria-label="名称"
              key={`${item.nodeId}:${item.nodeName}`}
              defaultValue={item.nodeName}
              maxLength={NODE_NAME_MAX}
              disabled={
                readOnly || (isBranch(item) && item.isDefault) || (!isBranch(item) && item.type === 'start')
              }
              onBlur={(event) => onRename(event.target.value)}
              onPressEnter={(event) => onRename(event.currentTarget.value)}
            />
          </div>
          <DrawerBody
            item={item}
            router={router}
            form={form}
            sources={sources}
            readOnly={readOnly}
            onPatch={onPatch}
          />
        </>
      )}
    </Drawer>
  );
}

function DrawerBody({
  item,
  router,
  form,
  sources,
  readOnly,
  onPatch,
}: {
  item: FlowNode | FlowBranch;
  router: FlowNode | undefined;
  form: ApprovalForm;
  sources: FlowSources;
  readOnly: boolean;
  onPatch(patch: NodePatch): void;
}) {
  if (isBranch(item))
    return router ? (
      <BranchSettings
        branch={item}
        router={router}
        form={form}
        sources={sources}
        readOnly={readOnly}
        onPatch={onPatch}
      />
    ) : null;
  if (item.type === 'start') return <Empty description="所有可见此模板的成员都可以发起" />;
  if (item.type === 'condition' || item.type === 'parallel') return <Empty description="点击分支设置条件" />;
  const people = (
    <ApproverSettings node={item} form={form} sources={sources} readOnly={readOnly} onPatch={onPatch} />
  );
  const tabs = [
    {
      key: 'people',
      label: item.type === 'cc' ? '抄送人' : item.type === 'handler' ? '办理人' : '审批人',
      children: people,
    },
    {
      key: 'fields',
      label: '字段权限',
      children: <FieldPermissions node={item} form={form} readOnly={readOnly} onPatch={onPatch} />,
    },
    ...(item.type === 'cc'
      ? []
      : [
          {
            key: 'time',
            label: '限时处理',
            children: <TimeLimitSettings node={item} readOnly={readOnly} onPatch={onPatch} />,
          },
        ]),
  ];
  return <Tabs items={tabs} />;
}
