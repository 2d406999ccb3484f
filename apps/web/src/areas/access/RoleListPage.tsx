import { type ProColumns, ProFormDigit, ProFormSwitch, ProFormTextArea } from '@ant-design/pro-components';
import {
  DATA_SCOPE_KINDS,
  DataScopeKind,
  type MenuGrantNode,
  menuApi,
  Permissions,
  ROLE_CODE_MAX,
  ROLE_CODE_PATTERN,
  ROLE_NAME_MAX,
  ROLE_REMARK_MAX,
  ROLE_SORT_MAX,
  type Role,
  roleApi,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ButtonProps } from 'antd';
import { Alert, Checkbox, Empty, Input, Modal, Radio, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { useRowActions } from '../../app/crud/row-actions';
import { callApi } from '../../app/request';
import { toTreeData, useOrgTree, useOrgTypeName } from '../organisations/org-shared';
import { mergeTicks } from './menu-ticks';

const P = Permissions.sys.role;

interface RoleFormValues extends Record<string, unknown> {
  name: string;
  code: string;
  sort: number;
  enabled: boolean;
  remark?: string | null;
}

function useScopeName() {
  const { t } = useTranslation();
  return (scope: number) => t(`access.role.scopes.${scope}` as 'access.role.scopes.1', { defaultValue: String(scope) });
}

/** Roles (spec 000 §3, §6): name, code, sort, enabled, remark; menus and data scope granted per role. */
export default function RoleListPage() {
  const { t } = useTranslation();
  const scopeName = useScopeName();
  const table = useAdminTable();
  const editing = useEditing<Role>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const [menuRole, setMenuRole] = useState<Role | null>(null);
  const [dataRole, setDataRole] = useState<Role | null>(null);

  const nameLabel = t('crud.name');
  const codeLabel = t('crud.code');
  const remarkLabel = t('crud.remark');
  const createdAt = useCreatedAtColumn<Role>();
  const columns: ProColumns<Role>[] = [
    { title: nameLabel, dataIndex: 'name', sorter: true },
    { title: codeLabel, dataIndex: 'code', sorter: true, copyable: true },
    {
      title: t('crud.status'),
      dataIndex: 'enabled',
      width: 100,
      valueType: 'select',
      valueEnum: {
        true: { text: t('crud.enabled'), status: 'Success' },
        false: { text: t('crud.disabled'), status: 'Default' },
      },
      render: (_, row) =>
        row.enabled ? <Tag color="success">{t('crud.enabled')}</Tag> : <Tag>{t('crud.disabled')}</Tag>,
    },
    {
      title: t('access.role.dataScope'),
      dataIndex: 'dataScope',
      search: false,
      render: (_, row) => scopeName(row.dataScope),
      responsive: ['md'],
    },
    { title: t('crud.sort'), dataIndex: 'sort', sorter: true, search: false, width: 80 },
    { title: remarkLabel, dataIndex: 'remark', search: false, ellipsis: true, responsive: ['xl'] },
    createdAt,
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 210,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            actions.edit(P.edit, () => editing.startEdit(row)),
            {
              key: 'grant-menu',
              label: t('access.role.grantMenu'),
              permission: P.grantMenu,
              onClick: () => setMenuRole(row),
            },
            {
              key: 'grant-data',
              label: t('access.role.grantData'),
              permission: P.grantData,
              onClick: () => setDataRole(row),
            },
            actions.remove({
              permission: P.delete,
              name: row.name,
              run: () => callApi(roleApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <AdminTable
        pageRoute={roleApi.page}
        tableRef={table.ref}
        settingsKey="roles"
        headerTitle={t('access.role.title')}
        columns={columns}
        add={{ permission: P.add, label: t('access.role.add'), testId: 'role-add', onClick: editing.startAdd }}
      />
      <EditModalForm<RoleFormValues, Role>
        editing={editing}
        addTitle={t('access.role.add')}
        editTitle={t('access.role.editTitle')}
        initialValues={editing.row ? { ...editing.row } : { sort: 0, enabled: true }}
        save={(values, row) => {
          const body = {
            name: values.name.trim(),
            code: values.code.trim(),
            sort: values.sort ?? 0,
            enabled: values.enabled,
            remark: values.remark?.trim() || null,
          };
          return row ? callApi(roleApi.edit, { body: { id: row.id, ...body } }) : callApi(roleApi.add, { body });
        }}
        onSaved={table.changed}
      >
        <NameCodeFields
          testIdPrefix="role"
          nameMax={ROLE_NAME_MAX}
          codeMax={ROLE_CODE_MAX}
          codePattern={ROLE_CODE_PATTERN}
        />
        <ProFormDigit
          name="sort"
          label={t('crud.sort')}
          min={0}
          max={ROLE_SORT_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
        />
        <ProFormSwitch name="enabled" label={t('crud.enabled')} colProps={{ xs: 24, sm: 12 }} />
        <ProFormTextArea
          name="remark"
          label={remarkLabel}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: ROLE_REMARK_MAX, showCount: true }}
          rules={[rules.tooLong(remarkLabel, ROLE_REMARK_MAX)]}
        />
      </EditModalForm>
      {menuRole && (
        <GrantMenuDialog
          role={menuRole}
          onClose={() => setMenuRole(null)}
          onSaved={() => {
            setMenuRole(null);
            table.changed(t('access.role.granted'));
          }}
        />
      )}
      {dataRole && (
        <GrantDataDialog
          role={dataRole}
          onClose={() => setDataRole(null)}
          onSaved={() => {
            setDataRole(null);
            table.changed(t('access.role.granted'));
          }}
        />
      )}
    </>
  );
}

function flattenMenus(nodes: readonly MenuGrantNode[]): MenuGrantNode[] {
  return nodes.flatMap((node) => [node, ...flattenMenus(node.children)]);
}

/** The ticked leaves with every ancestor: a page with buttons and its directories are granted too. */
function withAncestors(leaves: readonly string[], nodes: readonly MenuGrantNode[]): string[] {
  const parentOf = new Map<string, string>();
  const visit = (node: MenuGrantNode) =>
    node.children.forEach((child) => {
      parentOf.set(child.id, node.id);
      visit(child);
    });
  nodes.forEach(visit);
  const ids = new Set(leaves);
  for (const leaf of leaves) {
    for (let parent = parentOf.get(leaf); parent !== undefined && !ids.has(parent); parent = parentOf.get(parent)) {
      ids.add(parent);
    }
  }
  return [...ids];
}

function filterMenus(nodes: readonly MenuGrantNode[], needle: string): MenuGrantNode[] {
  if (!needle) return [...nodes];
  const keep = (node: MenuGrantNode): MenuGrantNode | null => {
    const children = node.children.map(keep).filter((child): child is MenuGrantNode => child !== null);
    const hit = node.title.toLowerCase().includes(needle) || (node.permission ?? '').toLowerCase().includes(needle);
    return hit ? node : children.length > 0 ? { ...node, children } : null;
  };
  return nodes.map(keep).filter((node): node is MenuGrantNode => node !== null);
}

/** The menus and buttons of the enterprise (`/menu/tenant_own_tree`), ticked where the role has them. */
function GrantMenuDialog({ role, onClose, onSaved }: { role: Role; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const tree = useQuery({ queryKey: ['orgAdmin', 'grantableMenus'], queryFn: () => callApi(menuApi.tenantOwnTree) });
  const own = useQuery({
    queryKey: ['orgAdmin', 'roleMenus', role.id],
    queryFn: () => callApi(roleApi.ownMenu, { query: { id: role.id } }),
    gcTime: 0,
  });
  const nodes = tree.data ?? [];
  const all = useMemo(() => flattenMenus(nodes), [nodes]);
  const leafIds = useMemo(
    () => new Set(all.filter((node) => node.children.length === 0).map((node) => node.id)),
    [all],
  );
  const [checked, setChecked] = useState<string[] | null>(null);
  const [halfChecked, setHalfChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);

  // Ticking a parent ticks its whole subtree, so only the granted leaves are ticked on load;
  // the tree works out the parents' state.
  useEffect(() => {
    if (own.data && tree.data && checked === null) setChecked(own.data.filter((id) => leafIds.has(id)));
  }, [own.data, tree.data, leafIds, checked]);

  const needle = search.trim().toLowerCase();
  const shown = useMemo(() => filterMenus(nodes, needle), [nodes, needle]);
  const shownLeafIds = useMemo(
    () =>
      new Set(
        flattenMenus(shown)
          .filter((node) => leafIds.has(node.id))
          .map((node) => node.id),
      ),
    [shown, leafIds],
  );
  const kindColour = { directory: 'blue', menu: 'green', button: 'orange' } as const;
  const toData = (items: readonly MenuGrantNode[]): DataNode[] =>
    items.map((node) => ({
      key: node.id,
      title: (
        <Space size={6}>
          <span data-testid={`grant-menu-node-${node.code}`}>{node.title}</span>
          {node.type === 'button' && (
            <Tag color={kindColour[node.type]} bordered={false} style={{ marginInlineEnd: 0 }}>
              {t(`access.role.menuKinds.${node.type}`)}
            </Tag>
          )}
        </Space>
      ),
      children: toData(node.children),
    }));
  const allIds = all.map((node) => node.id);
  const checkedCount = checked?.length ?? 0;
  const everything = leafIds.size > 0 && [...leafIds].every((id) => checked?.includes(id));
  const expandedKeys = needle ? flattenMenus(shown).map((node) => node.id) : (expanded ?? nodes.map((node) => node.id));

  return (
    <Modal
      open
      title={t('access.role.grantMenuTitle', { name: role.name })}
      width={640}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: checked === null, 'data-testid': 'grant-menu-ok' } as ButtonProps}
      onOk={async () => {
        setSaving(true);
        try {
          const menuIds = withAncestors([...(checked ?? []), ...halfChecked], nodes);
          await callApi(roleApi.grantMenu, { body: { id: role.id, menuIds } });
          onSaved();
        } finally {
          setSaving(false);
        }
      }}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Checkbox
          checked={everything}
          indeterminate={!everything && checkedCount > 0}
          onChange={(event) => {
            setChecked(event.target.checked ? [...leafIds] : []);
            setHalfChecked([]);
          }}
          data-testid="grant-menu-all"
        >
          {t('access.role.checkAll')}
        </Checkbox>
        <Checkbox
          checked={expanded !== null && expanded.length >= allIds.length}
          onChange={(event) => setExpanded(event.target.checked ? allIds : [])}
        >
          {t('access.role.expandAll')}
        </Checkbox>
        <Input.Search
          allowClear
          size="small"
          placeholder={t('access.role.searchMenus')}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 200 }}
        />
        <Typography.Text type="secondary">{t('access.role.checkedCount', { count: checkedCount })}</Typography.Text>
      </Space>
      <div
        style={{
          maxHeight: '55vh',
          overflow: 'auto',
          border: '1px solid rgba(5,5,5,0.06)',
          borderRadius: 6,
          padding: 8,
        }}
      >
        {tree.isLoading || own.isLoading ? (
          <Spin />
        ) : nodes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Tree
            checkable
            blockNode
            selectable={false}
            data-testid="grant-menu-tree"
            treeData={toData(shown)}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded(keys.map(String))}
            checkedKeys={checked ?? []}
            onCheck={(keys, info) => {
              const list = Array.isArray(keys) ? keys : keys.checked;
              setChecked(mergeTicks(checked ?? [], list.map(String), shownLeafIds));
              setHalfChecked((info.halfCheckedKeys ?? []).map(String));
            }}
          />
        )}
      </div>
    </Modal>
  );
}

/** The five data scopes of spec 000 §6; "custom" with the organisations to tick. */
function GrantDataDialog({ role, onClose, onSaved }: { role: Role; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const scopeName = useScopeName();
  const typeName = useOrgTypeName();
  const orgs = useOrgTree();
  const own = useQuery({
    queryKey: ['orgAdmin', 'roleData', role.id],
    queryFn: () => callApi(roleApi.ownData, { query: { id: role.id } }),
    gcTime: 0,
  });
  const [scope, setScope] = useState<number | null>(null);
  const [orgIds, setOrgIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (own.data && scope === null) {
      setScope(own.data.dataScope);
      setOrgIds(own.data.orgIds);
    }
  }, [own.data, scope]);

  const custom = scope === DataScopeKind.CUSTOM;
  return (
    <Modal
      open
      title={t('access.role.grantDataTitle', { name: role.name })}
      width={560}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: scope === null, 'data-testid': 'grant-data-ok' } as ButtonProps}
      onOk={async () => {
        if (scope === null) return;
        if (custom && orgIds.length === 0) {
          setMissing(true);
          return;
        }
        setSaving(true);
        try {
          await callApi(roleApi.grantData, {
            body: { id: role.id, dataScope: scope as (typeof DATA_SCOPE_KINDS)[number], orgIds: custom ? orgIds : [] },
          });
          onSaved();
        } finally {
          setSaving(false);
        }
      }}
      destroyOnHidden
    >
      {own.isLoading ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size={12}>
          <Radio.Group
            value={scope}
            onChange={(event) => {
              setScope(event.target.value as number);
              setMissing(false);
            }}
            data-testid="grant-data-scope"
          >
            <Space direction="vertical">
              {DATA_SCOPE_KINDS.map((kind) => (
                <Radio key={kind} value={kind} data-testid={`grant-data-scope-${kind}`}>
                  {scopeName(kind)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          {custom && (
            <>
              <Typography.Text type="secondary">{t('access.role.customOrgsHelp')}</Typography.Text>
              {missing && <Alert type="error" showIcon message={t('access.role.customOrgsRequired')} />}
              <div
                style={{
                  maxHeight: '40vh',
                  overflow: 'auto',
                  border: '1px solid rgba(5,5,5,0.06)',
                  borderRadius: 6,
                  padding: 8,
                }}
              >
                {orgs.isLoading ? (
                  <Spin />
                ) : (
                  <Tree
                    checkable
                    checkStrictly
                    selectable={false}
                    defaultExpandAll
                    data-testid="grant-data-orgs"
                    treeData={toTreeData(orgs.data ?? [], (node) => (
                      <span>
                        {node.name}{' '}
                        <span style={{ color: 'var(--ant-color-text-tertiary, #999)' }}>{typeName(node.type)}</span>
                      </span>
                    ))}
                    checkedKeys={{ checked: orgIds, halfChecked: [] }}
                    onCheck={(keys) => {
                      const list = Array.isArray(keys) ? keys : keys.checked;
                      setOrgIds(list.map(String));
                      setMissing(false);
                    }}
                  />
                )}
              </div>
            </>
          )}
        </Space>
      )}
    </Modal>
  );
}
