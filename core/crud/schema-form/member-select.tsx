import { Select } from 'antd';
import { useEffect, useState } from 'react';
import type { Option, SchemaSources } from './schema-types';

/** Members to choose from, from the form's source (a list, or a call made once when first shown). */
export function MemberSelect({
  source,
  multiple,
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
  const given = typeof source === 'function' ? undefined : source;
  const [loaded, setLoaded] = useState<Option[]>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (typeof source !== 'function') return;
    let live = true;
    Promise.resolve(source()).then(
      (options) => live && setLoaded(options),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [source]);
  const options = given ?? loaded;
  return (
    <Select
      {...control}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={options === undefined && !failed}
      options={options ?? []}
      notFoundContent={failed ? '成员加载失败' : '没有匹配的成员'}
    />
  );
}
