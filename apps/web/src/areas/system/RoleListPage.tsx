import { PlusOutlined } from '@ant-design/icons';
import {
  type ActionType,
  ModalForm,
  type ProColumns,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProTable,
} from '@ant-design/pro-components';
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
import { Alert, App, Button, Checkbox, Empty, Input, Modal, Radio, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { toPageQuery, toTableResult } from '../../app/crud/table-request';
import { callApi } from '../../app/request';
import { toTreeData, useOrgTree, useOrgTypeName } from './org-shared';

const P = Permissions.sys.role;

interface RoleFormValues {
  name: string;
  code: string;
  sort: number;
  enabled: boolean;
  remark?: string | null;
}

function useScopeName() {
  const { t } = useTranslation();
  return (scope: number) =>
    t(`orgAdmin.role.scopes.${scope}` as 'orgAdmin.role.scopes.1', { defaultValue: String(scope) });
}

/** Roles (spec 000 §3, §6): name, code, sort, enabled, remark; menus and data scope granted per role. */
export default function RoleListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const scopeName = useScopeName();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [menuRole, setMenuRole] = useState<Role | null>(null);
  const [dataRole, setDataRole] = useState<Role | null>(null);

  const changed = (text: string) => {
    message.success(text);
    table.current?.reload();
  };
  const required = (field: string) => ({ required: true, message: t('orgAdmin.common.required', { field }) });
  const tooLong = (field: string, max: number) => ({ max, message: t('orgAdmin.common.tooLong', { field, max }) });

  const columns: ProColumns<Role>[] = [
    { title: t('orgAdmin.common.name'), dataIndex: 'name', sorter: true },
    { title: t('orgAdmin.common.code'), dataIndex: 'code', sorter: true, copyable: true },
    {
      title: t('orgAdmin.common.status'),
      dataIndex: 'enabled',
      width: 100,
      valueType: 'select',
      valueEnum: {
        true: { text: t('orgAdmin.common.enabled'), status: 'Success' },
        false: { text: t('orgAdmin.common.disabled'), status: 'Default' },
      },
      render: (_, row) =>
        row.enabled ? (
          <Tag color="success">{t('orgAdmin.common.enabled')}</Tag>
        ) : (
          <Tag>{t('orgAdmin.common.disabled')}</Tag>
        ),
    },
    {
      title: t('orgAdmin.role.dataScope'),
      dataIndex: 'dataScope',
      search: false,
      render: (_, row) => scopeName(row.dataScope),
      responsive: ['md'],
    },
    { title: t('orgAdmin.common.sort'), dataIndex: 'sort', sorter: true, search: false, width: 80 },
    { title: t('orgAdmin.common.remark'), dataIndex: 'remark', search: false, ellipsis: true, responsive: ['xl'] },
    {
      title: t('orgAdmin.common.createdAt'),
      dataIndex: 'createdAt',
      valueType: 'dateTime',
      sorter: true,
      search: false,
      width: 170,
      responsive: ['xl'],
    },
    {
      title: t('orgAdmin.common.actions'),
      valueType: 'option',
      width: 210,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            { key: 'edit', label: t('orgAdmin.common.edit'), permission: P.edit, onClick: () => setEditing(row) },
            {
              key: 'grant-menu',
              label: t('orgAdmin.role.grantMenu'),
              permission: P.grantMenu,
              onClick: () => setMenuRole(row),
            },
            {
              key: 'grant-data',
              label: t('orgAdmin.role.grantData'),
              permission: P.grantData,
              onClick: () => setDataRole(row),
            },
            {
              key: 'delete',
              label: t('orgAdmin.common.delete'),
              permission: P.delete,
              danger: true,
              confirm: t('orgAdmin.common.deleteConfirm', { name: row.name }),
              onClick: async () => {
                await callApi(roleApi.delete, { body: { id: row.id } });
                changed(t('orgAdmin.common.deleted'));
              },
            },
          ]}
        />
      ),
    },
  ];

  const current = editing === 'new' ? null : editing;
  const nameLabel = t('orgAdmin.common.name');
  const codeLabel = t('orgAdmin.common.code');
  const remarkLabel = t('orgAdmin.common.remark');
  return (
    <>
      <ProTable<Role>
        rowKey="id"
        actionRef={table}
        headerTitle={t('orgAdmin.role.title')}
        columns={columns}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        columnsState={{ persistenceKey: 'takt:table:roles', persistenceType: 'localStorage' }}
        request={async (params, sort) =>
          toTableResult(await callApi(roleApi.page, { query: toPageQuery(params, sort) as never }))
        }
        toolBarRender={() =>
          can(P.add)
            ? [
                <Button
                  key="add"
                  type="primary"
                  icon={<PlusOutlined />}
                  data-testid="role-add"
                  onClick={() => setEditing('new')}
                >
                  {t('orgAdmin.role.add')}
                </Button>,
              ]
            : []
        }
      />
      <ModalForm<RoleFormValues>
        key={current?.id ?? 'new'}
        title={current ? t('orgAdmin.role.editTitle') : t('orgAdmin.role.add')}
        open={editing !== null}
        grid
        rowProps={{ gutter: 16 }}
        width={560}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        initialValues={current ? { ...current } : { sort: 0, enabled: true }}
        onFinish={async (values) => {
          const body = {
            name: values.name.trim(),
            code: values.code.trim(),
            sort: values.sort ?? 0,
            enabled: values.enabled,
            remark: values.remark?.trim() || null,
          };
          if (current) await callApi(roleApi.edit, { body: { id: current.id, ...body } });
          else await callApi(roleApi.add, { body });
          setEditing(null);
          changed(t('orgAdmin.common.saved'));
          return true;
        }}
      >
        <ProFormText
          name="name"
          label={nameLabel}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'role-name' } as object}
          rules={[required(nameLabel), tooLong(nameLabel, ROLE_NAME_MAX)]}
        />
        <ProFormText
          name="code"
          label={codeLabel}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'role-code' } as object}
          rules={[
            required(codeLabel),
            tooLong(codeLabel, ROLE_CODE_MAX),
            { pattern: ROLE_CODE_PATTERN, message: t('orgAdmin.common.codeFormat', { field: codeLabel }) },
          ]}
        />
        <ProFormDigit
          name="sort"
          label={t('orgAdmin.common.sort')}
          min={0}
          max={ROLE_SORT_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
        />
        <ProFormSwitch name="enabled" label={t('orgAdmin.common.enabled')} colProps={{ xs: 24, sm: 12 }} />
        <ProFormTextArea
          name="remark"
          label={remarkLabel}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: ROLE_REMARK_MAX, showCount: true }}
          rules={[tooLong(remarkLabel, ROLE_REMARK_MAX)]}
        />
      </ModalForm>
      {menuRole && (
        <GrantMenuDialog
          role={menuRole}
          onClose={() => setMenuRole(null)}
          onSaved={() => {
            setMenuRole(null);
            changed(t('orgAdmin.role.granted'));
          }}
        />
      )}
      {dataRole && (
        <GrantDataDialog
          role={dataRole}
          onClose={() => setDataRole(null)}
          onSaved={() => {
            setDataRole(null);
            changed(t('orgAdmin.role.granted'));
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
  const kindColour = { directory: 'blue', menu: 'green', button: 'orange' } as const;
  const toData = (items: readonly MenuGrantNode[]): DataNode[] =>
    items.map((node) => ({
      key: node.id,
      title: (
        <Space size={6}>
          <span data-testid={`grant-menu-node-${node.code}`}>{node.title}</span>
          {node.type === 'button' && (
            <Tag color={kindColour[node.type]} bordered={false} style={{ marginInlineEnd: 0 }}>
              {t(`orgAdmin.role.menuKinds.${node.type}`)}
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
      title={t('orgAdmin.role.grantMenuTitle', { name: role.name })}
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
          {t('orgAdmin.role.checkAll')}
        </Checkbox>
        <Checkbox
          checked={expanded !== null && expanded.length >= allIds.length}
          onChange={(event) => setExpanded(event.target.checked ? allIds : [])}
        >
          {t('orgAdmin.role.expandAll')}
        </Checkbox>
        <Input.Search
          allowClear
          size="small"
          placeholder={t('orgAdmin.role.searchMenus')}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 200 }}
        />
        <Typography.Text type="secondary">{t('orgAdmin.role.checkedCount', { count: checkedCount })}</Typography.Text>
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
              setChecked(list.map(String).filter((id) => leafIds.has(id)));
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
      title={t('orgAdmin.role.grantDataTitle', { name: role.name })}
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
              <Typography.Text type="secondary">{t('orgAdmin.role.customOrgsHelp')}</Typography.Text>
              {missing && <Alert type="error" showIcon message={t('orgAdmin.role.customOrgsRequired')} />}
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
