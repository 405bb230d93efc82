import { useMemo } from 'react';
import type { MemberChoice, MemberSource } from '../../components/directory/member-choices';
import { MemberPicker } from '../../components/directory/member-picker';
import type { Option, SchemaSources } from './schema-types';

const choiceOf = (option: Option): MemberChoice => ({ value: String(option.value), label: option.label });

/**
 * A member field's control: core's `MemberPicker` among the form's source (a call made once when
 * first shown), or among the organisation's members when the form gives none.
 */
export function MemberSelect({
  source,
  multiple,
  value,
  onChange,
  ...control
}: {
  source: SchemaSources['members'];
  multiple?: boolean;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  placeholder?: string;
  disabled?: boolean;
}) {
  const among = useMemo<MemberSource | undefined>(() => {
    if (source === undefined) return undefined;
    return async () => (await source()).map(choiceOf);
  }, [source]);
  return (
    <MemberPicker
      {...control}
      among={among}
      multiple={multiple}
      value={value as string | string[] | undefined}
      onChange={onChange}
    />
  );
}
