import type { FlowNode, NodeUser } from '@manifests/contracts/approval-flow';
import { ApproverSource } from '@manifests/contracts/approval-flow-constants';
import { peopleWord } from '@manifests/contracts/approval-flow-problems';
import type { ApprovalForm } from '@manifests/contracts/approval-form';
import { Form, Radio, Select } from 'antd';
import type { FlowSources } from './flow-model';
import { headName } from './flow-summary';
import type { NodePatch } from './node-drawer';
import { MemberPicker, RolePicker } from './people-pickers';

const SOURCES: { value: ApproverSource; label: string; cc: boolean }[] = [
  { value: ApproverSource.members, label: '指定成员', cc: true },
  { value: ApproverSource.departmentHead, label: '部门主管', cc: true },
  { value: ApproverSource.continuousHeads, label: '连续多级主管', cc: false },
  { value: ApproverSource.role, label: '角色', cc: true },
  { value: ApproverSource.initiator, label: '发起人自己', cc: true },
  { value: ApproverSource.initiatorChooses, label: '发起人自选', cc: false },
  { value: ApproverSource.formMember, label: '表单中的成员', cc: true },
];

const LEVELS = Array.from({ length: 15 }, (_, at) => ({ value: at + 1, label: headName(at + 1) }));

/** What a source keeps of the node when chosen: the people it names, nothing of the others. */
function switchSource(node: FlowNode, settype: ApproverSource): NodePatch {
  const keep = (kind: NodeUser['kind']) => (node.nodeUserList ?? []).filter((user) => user.kind === kind);
  const needsLevel = settype === ApproverSource.departmentHead || settype === ApproverSource.continuousHeads;
  return {
    settype,
    setting: undefined,
    nodeUserList:
      settype === ApproverSource.role
        ? keep('role')
        : settype === ApproverSource.members || settype === ApproverSource.initiatorChooses
          ? keep('member')
          : [],
    directorLevel: needsLevel ? (node.directorLevel ?? 1) : undefined,
    selectMode: settype === ApproverSource.initiatorChooses ? (node.selectMode ?? 'single') : undefined,
    formField: settype === ApproverSource.formMember ? node.formField : undefined,
  };
}

/** Whether several people may act on the node, so how they decide matters. */
function mayBeSeveral(node: FlowNode): boolean {
  switch (node.settype) {
    case ApproverSource.members:
      return (node.nodeUserList ?? []).filter((user) => user.kind === 'member').length > 1;
    case ApproverSource.role:
    case ApproverSource.formMember:
      return true;
    case ApproverSource.initiatorChooses:
      return node.selectMode === 'multiple';
    default:
      return false;
  }
}

/**
 * Where an approver, handler or cc node's people come from and how they decide: the source
 * (`settype`) with its members, roles, head level, the initiator's choice or the form's member
 * field; for approvers and handlers the multi-person mode, what happens when nobody is found and
 * when the initiator is among them.
 */
export function ApproverSettings({
  node,
  form,
  sources,
  readOnly,
  onPatch,
}: {
  node: FlowNode;
  form: ApprovalForm;
  sources: FlowSources;
  readOnly: boolean;
  onPatch(patch: NodePatch): void;
}) {
  const who = peopleWord(node);
  const cc = node.type === 'cc';
  const users = node.nodeUserList ?? [];
  const memberFields = form.filter((field) => field.kind === 'member');
  return (
    <Form layout="vertical" disabled={readOnly} component="div">
      <Form.Item label={`${who}来源`}>
        <Radio.Group
          aria-label={`${who}来源`}
          value={node.settype}
          onChange={(event) => onPatch(switchSource(node, event.target.value))}
          options={SOURCES.filter((source) => !cc || source.cc).map(({ value, label }) => ({ value, label }))}
        />
      </Form.Item>
      {(node.settype === ApproverSource.members || node.settype === ApproverSource.initiatorChooses) && (
        <Form.Item
          label={node.settype === ApproverSource.members ? `选择${who}` : '可选范围（不选则为全部成员）'}
        >
          <MemberPicker
            label={`选择${who}`}
            value={users}
            sources={sources}
            onChange={(nodeUserList) => onPatch({ nodeUserList })}
          />
        </Form.Item>
      )}
      {(node.settype === ApproverSource.departmentHead ||
        node.settype === ApproverSource.continuousHeads) && (
        <Form.Item label={node.settype === ApproverSource.departmentHead ? '主管层级' : '审批终点'}>
          <Select
            aria-label="主管层级"
            value={node.directorLevel}
            options={LEVELS}
            onChange={(directorLevel) => onPatch({ directorLevel })}
          />
        </Form.Item>
      )}
      {node.settype === ApproverSource.role && (
        <Form.Item label="选择角色">
          <RolePicker
            label="选择角色"
            value={users}
            sources={sources}
            onChange={(nodeUserList) => onPatch({ nodeUserList })}
          />
        </Form.Item>
      )}
      {node.settype === ApproverSource.initiatorChooses && (
        <Form.Item label="自选方式">
          <Radio.Group
            aria-label="自选方式"
            value={node.selectMode}
            onChange={(event) => onPatch({ selectMode: event.target.value })}
            options={[
              { value: 'single', label: '单选' },
              { value: 'multiple', label: '多选' },
            ]}
          />
        </Form.Item>
      )}
      {node.settype === ApproverSource.formMember && (
        <Form.Item label="成员字段" help={memberFields.length === 0 ? '表单中还没有成员字段' : undefined}>
          <Select
            aria-label="成员字段"
            value={node.formField}
            placeholder="请选择表单中的成员字段"
            options={memberFields.map((field) => ({ value: field.name, label: field.label }))}
            onChange={(formField) => onPatch({ formField })}
          />
        </Form.Item>
      )}
      {!cc && (
        <DecisionRules node={node} sources={sources} onPatch={onPatch} severalMayAct={mayBeSeveral(node)} />
      )}
    </Form>
  );
}

/** How several decide, nobody found, and the initiator among them. */
function DecisionRules({
  node,
  sources,
  onPatch,
  severalMayAct,
}: {
  node: FlowNode;
  sources: FlowSources;
  onPatch(patch: NodePatch): void;
  severalMayAct: boolean;
}) {
  const who = peopleWord(node);
  const empty = node.emptyApprover;
  return (
    <>
      {severalMayAct && (
        <Form.Item label={`多人${node.type === 'handler' ? '办理' : '审批'}时`}>
          <Radio.Group
            aria-label="多人审批方式"
            value={node.examineMode ?? 'all'}
            onChange={(event) => onPatch({ examineMode: event.target.value })}
            options={[
              { value: 'sequential', label: '依次审批（按顺序）' },
              { value: 'all', label: '会签（须所有人同意）' },
              { value: 'any', label: '或签（一人同意即可）' },
            ]}
          />
        </Form.Item>
      )}
      <Form.Item label={`${who}为空时`}>
        <Radio.Group
          aria-label={`${who}为空时`}
          value={empty?.action}
          onChange={(event) =>
            onPatch({
              emptyApprover:
                event.target.value === 'member'
                  ? { action: 'member', ...(empty?.member ? { member: empty.member } : {}) }
                  : { action: event.target.value },
            })
          }
          options={[
            { value: 'pass', label: '自动通过' },
            { value: 'admins', label: '转交给管理员' },
            { value: 'member', label: '转交给指定成员' },
          ]}
        />
      </Form.Item>
      {empty?.action === 'member' && (
        <Form.Item label="转交给">
          <MemberPicker
            single
            label="转交给"
            value={empty.member ? [empty.member] : []}
            sources={sources}
            onChange={(chosen) => {
              const member = chosen.find((user) => user.kind === 'member');
              onPatch({ emptyApprover: { action: 'member', ...(member ? { member } : {}) } });
            }}
          />
        </Form.Item>
      )}
      <Form.Item label={`发起人是${who}时`}>
        <Radio.Group
          aria-label={`发起人是${who}时`}
          value={node.selfApprove ?? 'self'}
          onChange={(event) =>
            onPatch({ selfApprove: event.target.value === 'self' ? undefined : event.target.value })
          }
          options={[
            { value: 'self', label: `由发起人自己${node.type === 'handler' ? '办理' : '审批'}` },
            { value: 'pass', label: '自动通过' },
            { value: 'head', label: '转交给上级主管' },
          ]}
        />
      </Form.Item>
    </>
  );
}
