import { type OrgTreeNode, organisationApi } from '@takt/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/request';

export const ORG_TREE_KEY = ['orgAdmin', 'tree'] as const;

/** The organisations inside the caller's data scope (`/org/tree`), shared by every picker. */
export function useOrgTree() {
  return useQuery({ queryKey: ORG_TREE_KEY, queryFn: () => callApi(organisationApi.tree) });
}

export function useInvalidateOrgTree() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ORG_TREE_KEY });
}

/** The organisation type's name in the current language. */
export function useOrgTypeName() {
  const { t } = useTranslation();
  return (type: number) =>
    t(`organisations.org.types.${type}` as 'organisations.org.types.1', { defaultValue: String(type) });
}

/** Tree nodes for antd Tree / TreeSelect (`value` and `key` are the id). */
export function toTreeData(
  nodes: readonly OrgTreeNode[],
  render: (node: OrgTreeNode) => DataNode['title'] = (node) => node.name,
): (DataNode & { value: string; label: string })[] {
  return nodes.map((node) => ({
    key: node.id,
    value: node.id,
    label: node.name,
    title: render(node),
    children: toTreeData(node.children, render),
  }));
}

/** Every id in the tree, depth first. */
export function allIds(nodes: readonly OrgTreeNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...allIds(node.children)]);
}

/** The organisation with this id, or undefined. */
export function findOrg(nodes: readonly OrgTreeNode[], id: string): OrgTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findOrg(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The ids of `id` and everything below it. */
export function subtreeIds(nodes: readonly OrgTreeNode[], id: string): Set<string> {
  const root = findOrg(nodes, id);
  return new Set(root ? [root.id, ...allIds(root.children)] : []);
}

/** Nodes whose name or code contains `text`, with their ancestors (for the tree search). */
export function filterTree(nodes: readonly OrgTreeNode[], text: string): OrgTreeNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  const keep = (node: OrgTreeNode): OrgTreeNode | null => {
    const children = node.children.map(keep).filter((child): child is OrgTreeNode => child !== null);
    const hit = node.name.toLowerCase().includes(needle) || node.code.toLowerCase().includes(needle);
    return hit || children.length > 0 ? { ...node, children } : null;
  };
  return nodes.map(keep).filter((node): node is OrgTreeNode => node !== null);
}
