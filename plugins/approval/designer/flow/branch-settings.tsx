import type { FlowBranch, FlowNode, RuleGroup } from '@manifests/contracts/approval-flow';
import { RuleOperation, RuleType } from '@manifests/contracts/approval-flow-constants';
import type { ApprovalForm } from '@manifests/contracts/approval-form';
import { Button, Empty, Form, Radio } from 'antd';
import type { FlowSources } from './flow-model';
import type { NodePatch } from './node-drawer';
import { DepartmentPicker, MemberPicker } from './people-pickers';
import { conditionFields, newRule, RuleRow } from './rule-row';

const GROUPS_MAX = 10;
const RULES_MAX = 20;

/**
 * A condition branch's rules: who starts it (the initiator, or their department, belonging or not
 * to those listed) and form-field conditions in groups, AND/OR inside a group and between groups.
 * A parallel branch or the default branch (其他情况) has none to set.
 */
export function BranchSettings({
  branch,
  router,
  form,
  sources,
  readOnly,
  onPatch,
}: {
  branch: FlowBranch;
  router: FlowNode;
  form: ApprovalForm;
  sources: FlowSources;
  readOnly: boolean;
  onPatch(patch: NodePatch): void;
}) {
  if (router.type === 'parallel') return <Empty description="并行分支与其他分支同时进行，无须设置条件" />;
  if (branch.isDefault) return <Empty description="未满足其他分支的条件时，进入此分支" />;
  const users = branch.nodeUserList ?? [];
  const initiatorRule =
    users.length > 0 || branch.ruleType !== undefined ? (branch.ruleType ?? RuleType.department) : 0;
  const groups = branch.conditionGroups ?? [];
  const fields = conditionFields(form).filter((field) => field.required);
  const setGroups = (next: RuleGroup[]) => onPatch({ conditionGroups: next.length > 0 ? next : undefined });
  const setGroup = (at: number, group: RuleGroup | undefined) =>
    setGroups(
      groups.flatMap((one, index) => (index !== at ? [one] : group && group.rules.length > 0 ? [group] : [])),
    );
  return (
    <Form layout="vertical" disabled={readOnly} component="div" className="atrium-flow-branch-settings">
      <Form.Item label="发起人条件">
        <Radio.Group
          aria-label="发起人条件"
          value={initiatorRule}
          onChange={(event) =>
            onPatch(
              event.target.value === 0
                ? { ruleType: undefined, ruleOperations: undefined, nodeUserList: undefined }
                : {
                    ruleType: event.target.value,
                    ruleOperations: branch.ruleOperations ?? RuleOperation.belongs,
                    nodeUserList: [],
                  },
            )
          }
          options={[
            { value: 0, label: '不限' },
            { value: RuleType.initiator, label: '发起人' },
            { value: RuleType.department, label: '发起人所在部门' },
          ]}
        />
      </Form.Item>
      {initiatorRule !== 0 && (
        <Form.Item>
          <Radio.Group
            aria-label="发起人条件的关系"
            value={branch.ruleOperations ?? RuleOperation.belongs}
            onChange={(event) => onPatch({ ruleOperations: event.target.value })}
            options={[
              { value: RuleOperation.belongs, label: '属于' },
              { value: RuleOperation.notBelongs, label: '不属于' },
            ]}
          />
          {initiatorRule === RuleType.initiator ? (
            <MemberPicker
              label="发起人"
              value={users}
              sources={sources}
              onChange={(nodeUserList) => onPatch({ nodeUserList })}
            />
          ) : (
            <DepartmentPicker
              label="部门"
              value={users}
              sources={sources}
              onChange={(nodeUserList) => onPatch({ nodeUserList })}
            />
          )}
        </Form.Item>
      )}
      <Form.Item
        label="表单条件"
        help={
          fields.length === 0
            ? '表单中还没有可作条件的必填字段（数字、金额、日期、选项、单行文本，且开启了「可作为流程条件」）'
            : undefined
        }
      >
        {groups.map((group, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: groups have no identity of their own but their place
          <div key={`group-${at}`}>
            {at > 0 && (
              <Radio.Group
                size="small"
                aria-label="条件组之间"
                className="atrium-flow-groups__join"
                value={branch.groupOperator ?? 'and'}
                onChange={(event) => onPatch({ groupOperator: event.target.value })}
                options={[
                  { value: 'and', label: '且' },
                  { value: 'or', label: '或' },
                ]}
              />
            )}
            <fieldset className="atrium-flow-group" aria-label={`条件组${at + 1}`}>
              <div className="atrium-flow-group__head">
                <span>条件组{at + 1}</span>
                {group.rules.length > 1 && (
                  <Radio.Group
                    size="small"
                    aria-label={`条件组${at + 1}内`}
                    value={group.operator}
                    onChange={(event) => setGroup(at, { ...group, operator: event.target.value })}
                    options={[
                      { value: 'and', label: '同时满足' },
                      { value: 'or', label: '满足其一' },
                    ]}
                  />
                )}
              </div>
              {group.rules.map((rule, index) => (
                <RuleRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity of their own but their place
                  key={`rule-${index}`}
                  rule={rule}
                  form={form}
                  readOnly={readOnly}
                  onChange={(next) =>
                    setGroup(at, { ...group, rules: group.rules.map((one, i) => (i === index ? next : one)) })
                  }
                  onRemove={() =>
                    setGroup(at, { ...group, rules: group.rules.filter((_, i) => i !== index) })
                  }
                />
              ))}
              {!readOnly && fields.length > 0 && group.rules.length < RULES_MAX && (
                <Button
                  size="small"
                  type="link"
                  onClick={() => setGroup(at, { ...group, rules: [...group.rules, newRule(fields[0]!)] })}
                >
                  添加条件
                </Button>
              )}
            </fieldset>
          </div>
        ))}
        {!readOnly && fields.length > 0 && groups.length < GROUPS_MAX && (
          <Button onClick={() => setGroups([...groups, { operator: 'and', rules: [newRule(fields[0]!)] }])}>
            添加条件组
          </Button>
        )}
      </Form.Item>
    </Form>
  );
}
