import {
  DepartmentPicker as DirectoryDepartmentPicker,
  MemberPicker as DirectoryMemberPicker,
} from '@core/components';
import type { TreeOption } from '@core/crud';
import type { NodeUser } from '@manifests/contracts/approval-flow';
import { Select } from 'antd';
import type { FlowSources } from './flow-model';

/** The label of each department by id, through the tree. */
function departmentNames(options: readonly TreeOption[], into = new Map<string, string>()) {
  for (const option of options) {
    into.set(option.value, option.label);
    departmentNames(option.children ?? [], into);
  }
  return into;
}

interface PickerProps {
  /** The node's whole list; the picker shows and replaces only the users of its kind. */
  value: readonly NodeUser[];
  onChange(next: NodeUser[]): void;
  sources: FlowSources;
  disabled?: boolean;
  label: string;
  /** One person only. */
  single?: boolean;
}

const others = (value: readonly NodeUser[], kind: NodeUser['kind']) =>
  value.filter((user) => user.kind !== kind);

/** Members of the organisation, searched by name (core's picker, among the designer's members). */
export function MemberPicker({ value, onChange, sources, disabled, label, single }: PickerProps) {
  const chosen = value.filter((user) => user.kind === 'member');
  const names = new Map(sources.members.map((member) => [member.uniqueId, member.name]));
  const pick = (ids: string[]) =>
    onChange([
      ...others(value, 'member'),
      ...ids.map((id) => ({
        id,
        name: names.get(id) ?? chosen.find((user) => user.id === id)?.name ?? id,
        kind: 'member' as const,
      })),
    ]);
  return (
    <DirectoryMemberPicker
      aria-label={label}
      multiple={!single}
      placeholder="请选择成员"
      disabled={disabled}
      value={single ? chosen[0]?.id : chosen.map((user) => user.id)}
      among={[
        ...sources.members.map((member) => ({ value: member.uniqueId, label: member.name })),
        ...chosen.filter((user) => !names.has(user.id)).map((user) => ({ value: user.id, label: user.name })),
      ]}
      onChange={(next) => pick(next === undefined ? [] : Array.isArray(next) ? next : [next])}
    />
  );
}

/** Roles of the organisation. */
export function RolePicker({ value, onChange, sources, disabled, label }: PickerProps) {
  const chosen = value.filter((user) => user.kind === 'role');
  const names = new Map(sources.roles.map((role) => [role.uniqueId, role.name]));
  return (
    <Select<string[]>
      aria-label={label}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择角色"
      disabled={disabled}
      value={chosen.map((user) => user.id)}
      options={[
        ...sources.roles.map((role) => ({ value: role.uniqueId, label: role.name })),
        ...chosen.filter((user) => !names.has(user.id)).map((user) => ({ value: user.id, label: user.name })),
      ]}
      onChange={(ids) =>
        onChange([
          ...others(value, 'role'),
          ...ids.map((id) => ({ id, name: names.get(id) ?? id, kind: 'role' as const })),
        ])
      }
    />
  );
}

/** Departments, chosen in the organisation's tree. */
export function DepartmentPicker({ value, onChange, sources, disabled, label }: PickerProps) {
  const chosen = value.filter((user) => user.kind === 'department');
  const names = departmentNames(sources.departments);
  return (
    <DirectoryDepartmentPicker
      aria-label={label}
      multiple
      placeholder="请选择部门"
      disabled={disabled}
      value={chosen.map((user) => user.id)}
      departments={sources.departments}
      onChange={(ids) =>
        onChange([
          ...others(value, 'department'),
          ...(ids === undefined ? [] : Array.isArray(ids) ? ids : [ids]).map((id) => ({
            id,
            name: names.get(id) ?? chosen.find((user) => user.id === id)?.name ?? id,
            kind: 'department' as const,
          })),
        ])
      }
    />
  );
}
