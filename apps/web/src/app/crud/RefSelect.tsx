import { type CodedRef, type RefKind, referenceApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { callApi } from '../request';

type Value = string | string[] | null | undefined;

export interface RefSelectProps extends Omit<SelectProps<Value>, 'options' | 'onSearch' | 'filterOption' | 'mode'> {
  /** The kind of master-data record to pick (workshop, process, material, …). */
  kind: RefKind;
  multiple?: boolean;
  /** Shown label: "code name" by default. */
  format?: (ref: CodedRef) => string;
}

const defaultFormat = (ref: CodedRef) => `${ref.code} ${ref.name}`;

/**
 * A picker for any master-data kind, searching by code or name on the server
 * (`/basics/ref_options`), and showing the current value's label even when it is not among the
 * search results. Works as a controlled antd form field (value / onChange).
 */
export function RefSelect({ kind, multiple, format = defaultFormat, value, ...rest }: RefSelectProps) {
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const selectedIds = useMemo(
    () => (value == null ? [] : Array.isArray(value) ? value : [value]).filter((id) => id !== ''),
    [value],
  );
  const search = useQuery({
    queryKey: ['ref-options', kind, deferred],
    queryFn: () => callApi(referenceApi.options, { query: { kind, keyword: deferred || undefined } }),
    staleTime: 10_000,
  });
  const selected = useQuery({
    queryKey: ['ref-options', kind, 'ids', selectedIds],
    queryFn: () => callApi(referenceApi.options, { query: { kind, ids: selectedIds } }),
    enabled: selectedIds.length > 0,
    staleTime: 60_000,
  });
  const options = useMemo(() => {
    const byId = new Map<string, CodedRef>();
    for (const ref of [...(selected.data ?? []), ...(search.data ?? [])]) byId.set(ref.id, ref);
    return [...byId.values()].map((ref) => ({ value: ref.id, label: format(ref) }));
  }, [search.data, selected.data, format]);

  return (
    <Select<Value>
      showSearch
      allowClear
      {...rest}
      value={value}
      mode={multiple ? 'multiple' : undefined}
      loading={search.isFetching}
      filterOption={false}
      onSearch={setKeyword}
      onOpenChange={(open) => {
        if (!open) setKeyword('');
      }}
      options={options}
    />
  );
}
