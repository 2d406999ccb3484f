import { type OrgTreeNode, OrgType, userApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Cascader, type CascaderProps, Select, type SelectProps } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { callApi } from '../../app/request';
import { useOrgTree } from '../identity/users/api';

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
  const tree = useOrgTree();
  const options = useMemo(
    () => factoriesOf(tree.data ?? []).map((node) => ({ value: node.id, label: `${node.code} ${node.name}` })),
    [tree.data],
  );
  return <Select<Value> allowClear showSearch optionFilterProp="label" {...props} options={options} />;
}

export interface StationOption {
  value: string;
  label: string;
  children?: StationOption[];
}

const optionOf = (node: OrgTreeNode, children?: StationOption[]): StationOption => ({
  value: node.id,
  label: `${node.code} ${node.name}`,
  ...(children ? { children } : {}),
});

/**
 * The organisation tree as workshop → line → workstation: factories and departments let their
 * workshops through, and only branches that reach a workstation are kept.
 */
export function stationOptions(nodes: readonly OrgTreeNode[]): StationOption[] {
  return nodes.flatMap((node) => {
    if (node.type === OrgType.WORKSTATION) return [optionOf(node)];
    const children = stationOptions(node.children);
    if (node.type !== OrgType.WORKSHOP && node.type !== OrgType.LINE) return children;
    return children.length > 0 ? [optionOf(node, children)] : [];
  });
}

/** The ids from the top of the options down to `id` (workshop, line, workstation), or undefined. */
export function stationPath(options: readonly StationOption[], id: string): string[] | undefined {
  for (const option of options) {
    if (option.value === id) return [id];
    const below = option.children && stationPath(option.children, id);
    if (below) return [option.value, ...below];
  }
  return undefined;
}

export interface StationCascaderProps
  extends Omit<CascaderProps<StationOption>, 'options' | 'value' | 'onChange' | 'multiple' | 'showSearch'> {
  value?: string | null;
  onChange: (stationId: string) => void;
}

/**
 * A workstation picked through its workshop and line (or searched by code or name along the
 * path), from the organisation tree inside the caller's scope.
 */
export function StationCascader({ value, onChange, ...rest }: StationCascaderProps) {
  const tree = useOrgTree();
  const options = useMemo(() => stationOptions(tree.data ?? []), [tree.data]);
  return (
    <Cascader<StationOption>
      // Closed, the line and the workstation: the workshop is the least telling part of the path.
      displayRender={(labels) => labels.slice(-2).join(' / ')}
      {...rest}
      options={options}
      loading={tree.isLoading}
      value={value ? stationPath(options, value) : undefined}
      onChange={(path) => {
        const id = path?.at(-1);
        if (typeof id === 'string') onChange(id);
      }}
      showSearch={{
        filter: (input, path) => path.some((option) => option.label.toLowerCase().includes(input.trim().toLowerCase())),
      }}
    />
  );
}
