import { type OrgTreeNode, OrgType, organisationApi, userApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { callApi } from '../../app/request';

type Value = string | null | undefined;

export interface UserSelectProps extends Omit<SelectProps<Value>, 'options' | 'onSearch' | 'filterOption' | 'mode'> {
  /** The current value's name, shown until the search brings the user (rows carry it). */
  currentName?: string | null;
}

/** A user of the enterprise, searched on the server (`/user/selector`: account, name or job number). */
export function UserSelect({ currentName, value, ...rest }: UserSelectProps) {
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const search = useQuery({
    queryKey: ['user', 'selector', deferred],
    queryFn: () => callApi(userApi.selector, { query: { keyword: deferred || undefined, limit: 20 } }),
    staleTime: 10_000,
  });
  const options = useMemo(() => {
    const list = (search.data ?? []).map((user) => ({ value: user.id, label: `${user.name} (${user.account})` }));
    if (value && currentName && !list.some((option) => option.value === value))
      list.unshift({ value, label: currentName });
    return list;
  }, [search.data, value, currentName]);
  return (
    <Select<Value>
      showSearch
      allowClear
      {...rest}
      value={value}
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

const factoriesOf = (nodes: readonly OrgTreeNode[]): OrgTreeNode[] =>
  nodes.flatMap((node) => [...(node.type === OrgType.FACTORY ? [node] : []), ...factoriesOf(node.children)]);

/** A factory organisation (a workshop's parent), from the organisation tree inside the caller's scope. */
export function FactorySelect(props: Omit<SelectProps<Value>, 'options'>) {
  const tree = useQuery({ queryKey: ['org', 'tree'], queryFn: () => callApi(organisationApi.tree), staleTime: 30_000 });
  const options = useMemo(
    () => factoriesOf(tree.data ?? []).map((node) => ({ value: node.id, label: `${node.code} ${node.name}` })),
    [tree.data],
  );
  return <Select<Value> allowClear showSearch optionFilterProp="label" {...props} options={options} />;
}
