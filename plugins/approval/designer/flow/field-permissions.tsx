import type { FieldAccess, FlowNode } from '@manifests/contracts/approval-flow';
import type { ApprovalForm } from '@manifests/contracts/approval-form';
import { Empty, Radio } from 'antd';
import type { NodePatch } from './node-drawer';

const ACCESS: { value: FieldAccess; label: string }[] = [
  { value: 'edit', label: '可编辑' },
  { value: 'read', label: '只读' },
  { value: 'hidden', label: '隐藏' },
];

/**
 * What the node's people may do with each form field: edit, read (the engine's default, so not
 * stored) or not see it. Fields without a value (说明) have nothing to permit.
 */
export function FieldPermissions({
  node,
  form,
  readOnly,
  onPatch,
}: {
  node: FlowNode;
  form: ApprovalForm;
  readOnly: boolean;
  onPatch(patch: NodePatch): void;
}) {
  const fields = form.filter((field) => field.kind !== 'description');
  if (fields.length === 0) return <Empty description="表单中还没有字段" />;
  const permissions = node.fieldPermissions ?? {};
  const set = (name: string, access: FieldAccess) => {
    const { [name]: _old, ...rest } = permissions;
    const next = access === 'read' ? rest : { ...rest, [name]: access };
    onPatch({ fieldPermissions: Object.keys(next).length > 0 ? next : undefined });
  };
  return (
    <table className="atrium-flow-permissions">
      <thead>
        <tr>
          <th>字段</th>
          <th>权限</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <td>{field.label}</td>
            <td>
              <Radio.Group
                aria-label={`${field.label}的权限`}
                size="small"
                disabled={readOnly}
                value={permissions[field.name] ?? 'read'}
                onChange={(event) => set(field.name, event.target.value)}
                options={ACCESS}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
