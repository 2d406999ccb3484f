import {
  type OrgTreeNode,
  organisationApi,
  type RoleOption,
  roleApi,
  type UserAddBody,
  type UserEditBody,
  type UserPageQuery,
  userApi,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../../app/download';
import { callApi } from '../../../app/request';

/** Calls of user administration (spec 000 §7 `/user/*`), routes from @takt/contracts. */

export const orgTreeKey = ['org', 'tree'] as const;
export const roleOptionsKey = ['role', 'drop_down'] as const;

/** The organisations inside the caller's data scope, as a tree. */
export function useOrgTree() {
  return useQuery({ queryKey: orgTreeKey, queryFn: () => callApi(organisationApi.tree), staleTime: 30_000 });
}

export function useRoleOptions() {
  return useQuery<RoleOption[]>({
    queryKey: roleOptionsKey,
    queryFn: () => callApi(roleApi.dropDown),
    staleTime: 30_000,
  });
}

export const pageUsers = (query: UserPageQuery) => callApi(userApi.page, { query });
export const getUser = (id: string) => callApi(userApi.single, { query: { id } });
export const addUser = (body: UserAddBody) => callApi(userApi.add, { body });
export const editUser = (body: UserEditBody) => callApi(userApi.edit, { body });
export const deleteUser = (id: string) => callApi(userApi.delete, { query: { id } });
export const changeUserState = (id: string, status: 0 | 1) => callApi(userApi.changeState, { body: { id, status } });
export const resetUserPassword = (id: string) => callApi(userApi.resetPassword, { query: { id } });
export const assignUserRoles = (id: string, roleIds: string[]) => callApi(userApi.authRole, { body: { id, roleIds } });
export const userOwnData = (id: string) => callApi(userApi.ownData, { query: { id } });
export const grantUserData = (id: string, orgIds: string[]) => callApi(userApi.grantData, { body: { id, orgIds } });

/** Downloads the .xlsx of the list's current filter and order. */
export function exportUsers(filter: Record<string, unknown>, language: string) {
  return downloadFile(userApi.export, {
    query: filter,
    language,
    fallbackName: 'users.xlsx',
  });
}

/** Flattens the tree (for lookups by id). */
export function flattenOrgs(nodes: readonly OrgTreeNode[], into: OrgTreeNode[] = []): OrgTreeNode[] {
  for (const node of nodes) {
    into.push(node);
    flattenOrgs(node.children, into);
  }
  return into;
}

/** Nodes whose name or code contains `text`, with their ancestors (for the tree's search box). */
export function filterOrgTree(nodes: readonly OrgTreeNode[], text: string): OrgTreeNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  const out: OrgTreeNode[] = [];
  for (const node of nodes) {
    const children = filterOrgTree(node.children, needle);
    const hit = node.name.toLowerCase().includes(needle) || node.code.toLowerCase().includes(needle);
    if (hit || children.length > 0) out.push({ ...node, children: hit ? node.children : children });
  }
  return out;
}
