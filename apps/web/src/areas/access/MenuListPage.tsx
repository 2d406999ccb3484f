import { PlusOutlined } from '@ant-design/icons';
import {
  ModalForm,
  type ProColumns,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProFormTreeSelect,
  ProTable,
} from '@ant-design/pro-components';
import {
  appApi,
  MENU_CODE_MAX,
  MENU_CODE_PATTERN,
  MENU_COMPONENT_MAX,
  MENU_EXPAND_LEVEL_MAX,
  MENU_EXPAND_LEVEL_MIN,
  MENU_LINK_MAX,
  MENU_LINK_PATTERN,
  MENU_NAME_MAX,
  MENU_OPEN_MODES,
  MENU_PATH_MAX,
  MENU_PERMISSION_MAX,
  MENU_REDIRECT_MAX,
  MENU_REMARK_MAX,
  MENU_SORT_MAX,
  MENU_TYPES,
  type MenuOpenMode,
  type MenuRecord,
  type MenuRecordNode,
  type MenuType,
  menuApi,
  menuFieldProblems,
  PERMISSION_CODE_PATTERN,
  Permissions,
} from '@takt/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Grid, Input, Select, Space, Tag, Typography } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { shownColumnsWidth } from '../../app/crud/columns';
import { useFieldRules } from '../../app/crud/field-rules';
import { cleanTitles, TitlesFields } from '../../app/crud/titles';
import { MenuIcon } from '../../app/layout/MenuIcon';
import { callApi } from '../../app/request';
import { accountInfoKey } from '../identity/hooks';
import { IconSelect } from './menu-admin-fields';
import {
  expandedKeysForLevel,
  findRecord,
  type MenuTableRow,
  parentOptions,
  subtreeIds,
  toTableRows,
} from './menu-admin-tree';

const P = Permissions.platform.menu;
const LEVELS = Array.from(
  { length: MENU_EXPAND_LEVEL_MAX - MENU_EXPAND_LEVEL_MIN + 1 },
  (_, index) => MENU_EXPAND_LEVEL_MIN + index,
);
const TYPE_COLORS: Record<MenuType, string> = { directory: 'geekblue', menu: 'green', button: 'default' };

type MenuFormValues = Omit<MenuRecord, 'id' | 'title' | 'catalog' | 'customised' | 'titles'> & {
  titles?: Record<string, string | undefined>;
};

/** What the form opens on: a new entry (at the top or under a parent) or an existing one. */
type Editing = { mode: 'add'; parent: MenuRecordNode | null } | { mode: 'edit'; record: MenuRecordNode };

const menuListKey = (appCode: string | undefined, name: string) => ['menuAdmin', 'list', appCode ?? '', name] as const;

/** The menu tree (spec 000 §3 "Menu record", §5 expand level 1–4), super administrator only. */
export default function MenuListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const queryClient = useQueryClient();
  const [appCode, setAppCode] = useState<string | undefined>(undefined);
  const [name, setName] = useState('');
  const [level, setLevel] = useState(MENU_EXPAND_LEVEL_MIN + 1);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);

  const apps = useQuery({ queryKey: ['menuAdmin', 'apps'], queryFn: () => callApi(appApi.list) });
  const list = useQuery({
    queryKey: menuListKey(appCode, name),
    queryFn: () => callApi(menuApi.list, { query: { ...(appCode ? { appCode } : {}), ...(name ? { name } : {}) } }),
  });
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const tableRows = useMemo(() => toTableRows(rows), [rows]);
  /** The full record (with its subtree) behind a table row. */
  const recordOf = (row: MenuTableRow) => findRecord(rows, row.id);

  // A search opens everything it found; otherwise the chosen level decides.
  useEffect(() => {
    setExpanded(expandedKeysForLevel(rows, name ? MENU_EXPAND_LEVEL_MAX + 10 : level));
  }, [rows, level, name]);

  const appTitles = useMemo(() => new Map((apps.data ?? []).map((app) => [app.code, app.title])), [apps.data]);

  const changed = async (text: string) => {
    message.success(text);
    await queryClient.invalidateQueries({ queryKey: ['menuAdmin'] });
    // The side menu, tabs and quick jump are built from the account info's menu tree.
    await queryClient.invalidateQueries({ queryKey: accountInfoKey });
  };

  const screens = Grid.useBreakpoint();
  // Memoised so that expanding or collapsing (up to ~1000 rows at level 4) does not rebuild them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recordOf and changed only read state through rows and the query client
  const columns = useMemo(
    (): ProColumns<MenuTableRow>[] => [
      {
        title: t('access.menu.name'),
        dataIndex: 'title',
        width: 260,
        render: (_, row) => (
          <Space size={6}>
            {row.icon && <MenuIcon name={row.icon} />}
            <span data-testid={`menu-title-${row.code}`}>{row.title}</span>
          </Space>
        ),
      },
      {
        title: t('access.menu.type'),
        dataIndex: 'type',
        width: 90,
        render: (_, row) => <Tag color={TYPE_COLORS[row.type]}>{t(`access.menu.types.${row.type}`)}</Tag>,
      },
      { title: t('access.menu.code'), dataIndex: 'code', width: 220, ellipsis: true, responsive: ['lg'] },
      {
        title: t('access.menu.app'),
        dataIndex: 'appCode',
        width: 140,
        ellipsis: true,
        responsive: ['xxl'],
        render: (_, row) => appTitles.get(row.appCode) ?? row.appCode,
      },
      { title: t('access.menu.path'), dataIndex: 'path', width: 160, ellipsis: true, responsive: ['xxl'] },
      {
        title: t('access.menu.component'),
        dataIndex: 'component',
        width: 220,
        ellipsis: true,
        responsive: ['xxl'],
        render: (_, row) => (row.openMode === 'component' ? row.component : row.link) ?? '-',
      },
      {
        title: t('access.menu.permission'),
        dataIndex: 'permission',
        width: 200,
        ellipsis: true,
        responsive: ['md'],
      },
      { title: t('access.menu.sort'), dataIndex: 'sort', width: 70, responsive: ['xxl'] },
      {
        title: t('access.menu.visibility'),
        dataIndex: 'hidden',
        width: 90,
        responsive: ['xxl'],
        render: (_, row) =>
          row.hidden ? <Tag>{t('access.menu.hidden')}</Tag> : <Tag color="success">{t('access.menu.visible')}</Tag>,
      },
      {
        title: '',
        dataIndex: 'catalog',
        width: 150,
        responsive: ['xxl'],
        render: (_, row) => (
          <Space size={4}>
            {row.catalog && <Tag>{t('access.common.builtIn')}</Tag>}
            {row.customised && <Tag color="gold">{t('access.common.customised')}</Tag>}
          </Space>
        ),
      },
      {
        title: t('access.common.actions'),
        valueType: 'option',
        width: 190,
        fixed: 'right',
        render: (_, row) => (
          <TableActions
            actions={[
              {
                key: 'addChild',
                label: t('access.menu.addChild'),
                permission: P.add,
                visible: row.type !== 'button',
                onClick: () => {
                  const parent = recordOf(row);
                  if (parent) setEditing({ mode: 'add', parent });
                },
              },
              {
                key: 'edit',
                label: t('access.common.edit'),
                permission: P.edit,
                onClick: () => {
                  const record = recordOf(row);
                  if (record) setEditing({ mode: 'edit', record });
                },
              },
              {
                key: 'delete',
                label: t('access.common.delete'),
                permission: P.delete,
                visible: !row.catalog,
                danger: true,
                confirm: t('access.common.deleteConfirm', { name: row.title }),
                onClick: () =>
                  void callApi(menuApi.delete, { query: { id: row.id } })
                    .then(() => changed(t('access.common.deleted')))
                    .catch(() => {}),
              },
            ]}
          />
        ),
      },
    ],
    [t, appTitles, rows],
  );

  return (
    <>
      <ProTable<MenuTableRow>
        rowKey="id"
        headerTitle={
          <Space wrap size={8}>
            <Select
              data-testid="menu-app-filter"
              style={{ minWidth: 180 }}
              allowClear
              placeholder={t('access.menu.allApps')}
              value={appCode}
              onChange={(value?: string) => setAppCode(value)}
              options={(apps.data ?? []).map((app) => ({ value: app.code, label: app.title }))}
            />
            <Input.Search
              data-testid="menu-name-search"
              style={{ width: 220 }}
              allowClear
              placeholder={t('access.menu.searchPlaceholder')}
              onSearch={(value) => setName(value.trim())}
            />
            <Space size={4}>
              <Typography.Text type="secondary">{t('access.menu.expandLevel')}</Typography.Text>
              <Select
                data-testid="menu-expand-level"
                style={{ width: 96 }}
                value={level}
                // The effect above opens the rows of the new level (one render, not two).
                onChange={(value: number) => setLevel(value)}
                options={LEVELS.map((value) => ({ value, label: t('access.menu.levelOption', { level: value }) }))}
              />
            </Space>
          </Space>
        }
        columns={columns}
        dataSource={tableRows}
        loading={list.isFetching}
        search={false}
        pagination={false}
        // Level 4 of "All apps" is about 1000 rows: render only those in view.
        virtual
        // Its columns' widths added up (a virtual table needs a number); below xxl (1600 px) path,
        // component, app, sort, visibility and origin wait in the record's form.
        scroll={{ x: shownColumnsWidth(columns, screens), y: 600 }}
        columnsState={{ persistenceKey: 'takt:table:platform-menus', persistenceType: 'localStorage' }}
        expandable={{ expandedRowKeys: [...expanded], onExpandedRowsChange: (keys) => setExpanded(keys) }}
        options={{ reload: () => void list.refetch(), density: true, setting: true }}
        locale={{ emptyText: t('access.menu.empty') }}
        toolBarRender={() =>
          can(P.add)
            ? [
                <Button
                  key="add"
                  type="primary"
                  icon={<PlusOutlined />}
                  data-testid="menu-add"
                  onClick={() => setEditing({ mode: 'add', parent: null })}
                >
                  {t('access.menu.addRoot')}
                </Button>,
              ]
            : []
        }
      />
      {editing && (
        <MenuForm
          editing={editing}
          defaultApp={appCode ?? (apps.data ?? []).find((app) => app.isDefault)?.code ?? apps.data?.[0]?.code ?? ''}
          appOptions={(apps.data ?? []).map((app) => ({ value: app.code, label: app.title }))}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await changed(t('access.common.saved'));
          }}
        />
      )}
    </>
  );
}

interface MenuFormProps {
  editing: Editing;
  defaultApp: string;
  appOptions: { value: string; label: string }[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** Add or edit one entry; the fields follow the type and the open mode. */
function MenuForm({ editing, defaultApp, appOptions, onClose, onSaved }: MenuFormProps) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const record = editing.mode === 'edit' ? editing.record : null;
  const parent = editing.mode === 'add' ? editing.parent : null;
  const catalog = record?.catalog ?? false;
  const excluded = useMemo(() => (record ? subtreeIds(record) : new Set<string>()), [record]);

  const initialValues: Partial<MenuFormValues> = record
    ? { ...record }
    : {
        appCode: parent?.appCode ?? defaultApp,
        pid: parent?.id ?? '0',
        type: parent?.type === 'menu' ? 'button' : parent ? 'menu' : 'directory',
        openMode: 'component',
        hidden: false,
        hideChildrenInMenu: false,
        sort: 100,
        titles: {},
      };

  const field = (
    key: 'name' | 'code' | 'path' | 'component' | 'link' | 'permission' | 'icon' | 'redirect' | 'remark',
  ) => t(`access.menu.${key}`);

  return (
    <ModalForm<MenuFormValues>
      title={record ? t('access.menu.editTitle') : t('access.menu.addTitle')}
      open
      grid
      rowProps={{ gutter: 16 }}
      width={760}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      initialValues={initialValues}
      onFinish={async (values) => {
        const body = {
          appCode: values.appCode,
          pid: values.pid ?? '0',
          type: values.type,
          code: values.code.trim(),
          name: values.name.trim(),
          titles: cleanTitles(values.titles),
          path: values.path ?? null,
          component: values.component ?? null,
          redirect: values.redirect ?? null,
          permission: values.permission ?? null,
          link: values.link ?? null,
          icon: values.icon ?? null,
          openMode: values.openMode ?? 'component',
          hidden: values.hidden ?? false,
          hideChildrenInMenu: values.hideChildrenInMenu ?? false,
          sort: values.sort,
          remark: values.remark ?? null,
        };
        try {
          if (record) await callApi(menuApi.edit, { body: { id: record.id, ...body } });
          else await callApi(menuApi.add, { body });
        } catch {
          return false; // the request client has shown why
        }
        await onSaved();
        return true;
      }}
    >
      {catalog && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16, width: '100%' }}
          message={t('access.menu.catalogNote')}
        />
      )}
      <ProFormSelect
        name="appCode"
        label={t('access.menu.app')}
        options={appOptions}
        disabled={catalog || Boolean(parent)}
        colProps={{ xs: 24, sm: 12 }}
        rules={[rules.required(t('access.menu.app'))]}
      />
      <ProFormRadio.Group
        name="type"
        label={t('access.menu.type')}
        disabled={catalog}
        colProps={{ xs: 24, sm: 12 }}
        radioType="button"
        options={MENU_TYPES.map((type) => ({ value: type, label: t(`access.menu.types.${type}`) }))}
      />
      <ProFormDependency name={['appCode', 'type']}>
        {({ appCode, type }: { appCode?: string; type?: MenuType }) => (
          <ParentField appCode={appCode ?? ''} type={type ?? 'menu'} excluded={excluded} disabled={catalog} />
        )}
      </ProFormDependency>
      <ProFormText
        name="name"
        label={field('name')}
        colProps={{ xs: 24, sm: 12 }}
        rules={[rules.required(field('name')), rules.tooLong(field('name'), MENU_NAME_MAX)]}
      />
      <ProFormText
        name="code"
        label={field('code')}
        tooltip={t('access.menu.codeHelp')}
        disabled={catalog}
        colProps={{ xs: 24, sm: 12 }}
        rules={[
          rules.required(field('code')),
          rules.tooLong(field('code'), MENU_CODE_MAX),
          rules.pattern(field('code'), MENU_CODE_PATTERN),
        ]}
      />
      <TitlesFields max={MENU_NAME_MAX} />
      <ProFormDependency name={['type', 'openMode']}>
        {({ type, openMode }: { type?: MenuType; openMode?: MenuOpenMode }) => {
          const kind = type ?? 'menu';
          const mode = openMode ?? 'component';
          // The contracts' type rules decide which fields are required here, as on the server.
          const required = new Set(
            menuFieldProblems({ type: kind, openMode: mode }).map((problem) => problem.field as string),
          );
          const requiredRule = (key: 'path' | 'component' | 'link' | 'permission') =>
            required.has(key) ? [rules.required(field(key))] : [];
          return (
            <>
              {kind === 'menu' && (
                <ProFormRadio.Group
                  name="openMode"
                  label={t('access.menu.openMode')}
                  disabled={catalog}
                  colProps={{ xs: 24 }}
                  radioType="button"
                  options={MENU_OPEN_MODES.map((value) => ({ value, label: t(`access.menu.openModes.${value}`) }))}
                />
              )}
              {kind !== 'button' && (
                <ProFormText
                  name="path"
                  label={field('path')}
                  tooltip={t('access.menu.pathHelp')}
                  disabled={catalog}
                  colProps={{ xs: 24, sm: 12 }}
                  rules={[...requiredRule('path'), rules.tooLong(field('path'), MENU_PATH_MAX)]}
                />
              )}
              {kind === 'menu' && mode === 'component' && (
                <ProFormText
                  name="component"
                  label={field('component')}
                  tooltip={t('access.menu.componentHelp')}
                  disabled={catalog}
                  colProps={{ xs: 24, sm: 12 }}
                  rules={[...requiredRule('component'), rules.tooLong(field('component'), MENU_COMPONENT_MAX)]}
                />
              )}
              {kind === 'menu' && mode !== 'component' && (
                <ProFormText
                  name="link"
                  label={field('link')}
                  tooltip={t('access.menu.linkHelp')}
                  disabled={catalog}
                  colProps={{ xs: 24, sm: 12 }}
                  rules={[
                    ...requiredRule('link'),
                    rules.tooLong(field('link'), MENU_LINK_MAX),
                    rules.pattern(field('link'), MENU_LINK_PATTERN),
                  ]}
                />
              )}
              {kind !== 'button' && <IconSelect name="icon" label={field('icon')} required={kind === 'directory'} />}
              {kind === 'directory' && (
                <ProFormText
                  name="redirect"
                  label={field('redirect')}
                  disabled={catalog}
                  colProps={{ xs: 24, sm: 12 }}
                  rules={[rules.tooLong(field('redirect'), MENU_REDIRECT_MAX)]}
                />
              )}
              <ProFormText
                name="permission"
                label={field('permission')}
                tooltip={t('access.menu.permissionHelp')}
                disabled={catalog}
                colProps={{ xs: 24, sm: 12 }}
                rules={[
                  ...requiredRule('permission'),
                  rules.tooLong(field('permission'), MENU_PERMISSION_MAX),
                  rules.pattern(field('permission'), PERMISSION_CODE_PATTERN),
                ]}
              />
              {kind !== 'button' && (
                <ProFormSwitch name="hidden" label={t('access.menu.hidden')} colProps={{ xs: 12, sm: 6 }} />
              )}
              {kind !== 'button' && (
                <ProFormSwitch
                  name="hideChildrenInMenu"
                  label={t('access.menu.hideChildren')}
                  disabled={catalog}
                  colProps={{ xs: 12, sm: 6 }}
                />
              )}
            </>
          );
        }}
      </ProFormDependency>
      <ProFormDigit
        name="sort"
        label={t('access.menu.sort')}
        min={0}
        max={MENU_SORT_MAX}
        fieldProps={{ precision: 0 }}
        colProps={{ xs: 24, sm: 12 }}
        rules={[{ required: true, message: t('crud.required', { field: t('access.menu.sort') }) }]}
      />
      <ProFormTextArea
        name="remark"
        label={field('remark')}
        colProps={{ xs: 24 }}
        fieldProps={{ rows: 2, maxLength: MENU_REMARK_MAX, showCount: true }}
      />
    </ModalForm>
  );
}

/** The parent picker: the app's directories and menus, those the type may not sit under disabled. */
function ParentField({
  appCode,
  type,
  excluded,
  disabled,
}: {
  appCode: string;
  type: MenuType;
  excluded: ReadonlySet<string>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const picker = useQuery({
    queryKey: ['menuAdmin', 'parents', appCode],
    queryFn: () => callApi(menuApi.excludeButtonTree, { query: { appCode } }),
    enabled: Boolean(appCode),
  });
  const options = useMemo(
    () => parentOptions(picker.data ?? [], type, t('access.menu.root'), excluded),
    [picker.data, type, excluded, t],
  );
  return (
    <ProFormTreeSelect
      name="pid"
      label={t('access.menu.parent')}
      disabled={disabled}
      colProps={{ xs: 24 }}
      rules={[{ required: true, message: t('crud.required', { field: t('access.menu.parent') }) }]}
      fieldProps={{
        treeData: options,
        treeDefaultExpandedKeys: ['0'],
        showSearch: true,
        treeNodeFilterProp: 'title',
        loading: picker.isFetching,
        popupMatchSelectWidth: true,
      }}
    />
  );
}
