import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { type MemberSource, useMemberChoices } from './member-choices';
import { PickerEmpty } from './picker-empty';
import type { PickerControlProps } from './picker-props';

export interface MemberPickerProps extends PickerControlProps {
  /**
   * Chooses among these instead of the organisation's members (an approver range, a form given its
   * own list); a function is called once, when the picker is first shown.
   */
  among?: MemberSource;
}

/**
 * Chooses members of the organisation (`/enterprise/v1/staff/options`, read once through
 * `memberOptionsQuery`), searched by name or department as one types, picked with the arrow keys and
 * Enter. Each shows its departments (孙强（总经理办公室）), a chosen one only its name. Says while they
 * load, when they failed (with 重试), and when nothing matches.
 */
export function MemberPicker({ among, multiple, ...control }: MemberPickerProps) {
  const { choices, failed, retry } = useMemberChoices(among);
  const [search, setSearch] = useState('');
  const options = useMemo(
    () =>
      (choices ?? []).map((choice) => ({
        value: choice.value,
        label: choice.description ? `${choice.label}（${choice.description}）` : choice.label,
        name: choice.label,
      })),
    [choices],
  );
  const names = useMemo(() => new Map(options.map((option) => [option.value, option.name])), [options]);
  const loading = choices === undefined && !failed;
  return (
    <Select<string | string[]>
      {...control}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label', onSearch: setSearch }}
      loading={loading}
      options={options}
      labelRender={(item) => names.get(String(item.value)) ?? item.label}
      notFoundContent={
        <PickerEmpty
          what="成员"
          loading={loading}
          failed={failed}
          onRetry={retry}
          searching={search !== '' && options.length > 0}
        />
      }
    />
  );
}
