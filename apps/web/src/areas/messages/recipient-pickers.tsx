import { roleApi, USER_PICKER_MAX, userApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps, TreeSelect } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { callApi } from '../../app/request';
import { toTreeData, useOrgTree } from '../organisations/org-shared';

type Ids = string[];

interface MultiProps {
  value?: Ids;
  onChange?: (ids: Ids) => void;
  placeholder?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * Several users of the enterprise, searched on the server (`/user/selector`: account, name or job
 * number). The chosen users keep their names (`/user/user_name`) when the search moves on.
 */
export function UsersSelect({ value = [], onChange, ...rest }: MultiProps) {
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const search = useQuery({
    queryKey: ['user', 'selector', deferred],
    queryFn: () => callApi(userApi.selector, { query: { keyword: deferred || undefined, limit: 20 } }),
    staleTime: 10_000,
  });
  const chosenIds = value.slice(0, USER_PICKER_MAX);
  const chosen = useQuery({
    queryKey: ['user', 'names', chosenIds],
    queryFn: () => callApi(userApi.userName, { query: { ids: chosenIds } }),
    enabled: chosenIds.length > 0,
    staleTime: 60_000,
  });
  const options = useMemo(() => {
    const byId = new Map<string, string>();
    for (const user of chosen.data ?? []) byId.set(user.id, `${user.name} (${user.account})`);
    for (const user of search.data ?? []) byId.set(user.id, `${user.name} (${user.account})`);
    for (const id of value) if (!byId.has(id)) byId.set(id, id);
    return [...byId].map(([id, label]) => ({ value: id, label }));
  }, [search.data, chosen.data, value]);
  return (
    <Select<Ids>
      mode="multiple"
      showSearch
      allowClear
      maxTagCount="responsive"
      {...rest}
      value={value}
      onChange={(ids) => onChange?.(ids)}
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

/** Several enabled roles of the enterprise (`/role/drop_down`). */
export function RolesSelect({ value = [], onChange, ...rest }: MultiProps) {
  const roles = useQuery({
    queryKey: ['role', 'dropDown'],
    queryFn: () => callApi(roleApi.dropDown),
    staleTime: 30_000,
  });
  const options: SelectProps['options'] = (roles.data ?? []).map((role) => ({ value: role.id, label: role.name }));
  return (
    <Select<Ids>
      mode="multiple"
      allowClear
      optionFilterProp="label"
      maxTagCount="responsive"
      {...rest}
      value={value}
      onChange={(ids) => onChange?.(ids)}
      loading={roles.isFetching}
      options={options}
    />
  );
}

/** Several organisations from the tree inside the caller's data scope; each reaches those below it too. */
export function OrgsSelect({ value = [], onChange, ...rest }: MultiProps) {
  const tree = useOrgTree();
  return (
    <TreeSelect<Ids>
      multiple
      allowClear
      showSearch
      treeNodeFilterProp="label"
      treeDefaultExpandAll
      maxTagCount="responsive"
      {...rest}
      value={value}
      onChange={(ids) => onChange?.(ids)}
      treeData={toTreeData(tree.data ?? [])}
    />
  );
}
