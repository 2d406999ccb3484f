import type { OrgTreeNode } from '@takt/contracts';
import { Button, Card, Empty, Input, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterOrgTree, flattenOrgs, useOrgTree } from './api';

function toNodes(nodes: readonly OrgTreeNode[]): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: <span data-testid={`user-org-${node.code}`}>{node.name}</span>,
    children: toNodes(node.children),
  }));
}

/** The organisation tree left of the user list: picking a node filters the list to its subtree. */
export function OrgTreePanel({
  selected,
  onSelect,
}: {
  selected: string | undefined;
  onSelect: (orgId: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const tree = useOrgTree();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterOrgTree(tree.data ?? [], search), [tree.data, search]);
  const expanded = useMemo(
    () => (search ? flattenOrgs(shown).map((node) => node.id) : (tree.data ?? []).map((node) => node.id)),
    [search, shown, tree.data],
  );

  return (
    <Card
      size="small"
      title={t('identity.users.orgTree')}
      styles={{ body: { padding: 8 } }}
      style={{ height: '100%' }}
      extra={
        selected ? (
          <Button type="link" size="small" onClick={() => onSelect(undefined)} data-testid="user-org-all">
            {t('identity.users.allOrgs')}
          </Button>
        ) : null
      }
    >
      <Input.Search
        allowClear
        size="small"
        placeholder={t('identity.users.orgSearch')}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      {tree.isLoading ? (
        <Spin />
      ) : shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Tree
          key={search ? `search-${search}` : 'all'}
          blockNode
          defaultExpandedKeys={expanded}
          selectedKeys={selected ? [selected] : []}
          treeData={toNodes(shown)}
          onSelect={(keys) => onSelect(keys[0] === undefined ? undefined : String(keys[0]))}
        />
      )}
    </Card>
  );
}
