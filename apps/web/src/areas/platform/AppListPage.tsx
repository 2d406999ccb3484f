import { PlusOutlined } from '@ant-design/icons';
import {
  type ActionType,
  ModalForm,
  type ProColumns,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  ProTable,
} from '@ant-design/pro-components';
import {
  APP_CODE_MAX,
  APP_CODE_PATTERN,
  APP_NAME_MAX,
  APP_SORT_MAX,
  type AppRecord,
  appApi,
  Permissions,
  type RouteQuery,
} from '@takt/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { toPageQuery, toTableResult } from '../../app/crud/table-request';
import { MenuIcon } from '../../app/layout/MenuIcon';
import { callApi } from '../../app/request';
import { accountInfoKey } from '../auth/hooks';
import { IconSelect, TitlesFields, useFieldRules } from './menu-admin-fields';

const P = Permissions.platform.app;

interface AppFormValues {
  code: string;
  name: string;
  titles?: Record<string, string | undefined>;
  icon?: string | null;
  sort: number;
  platformOnly: boolean;
}

/** Drops blank per-language names (the server treats a missing one as "use the name"). */
function cleanTitles(titles: AppFormValues['titles']): Record<string, string> {
  return Object.fromEntries(Object.entries(titles ?? {}).filter(([, text]) => text?.trim())) as Record<string, string>;
}

/** Platform apps (spec 000 §3 "App: name, code, sort, default flag"), super administrator only. */
export default function AppListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const queryClient = useQueryClient();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<AppRecord | 'new' | null>(null);
  const rules = useFieldRules();

  const changed = async (text: string) => {
    message.success(text);
    table.current?.reload();
    // The header's app switcher and the side menu read the apps from the account info.
    await queryClient.invalidateQueries({ queryKey: accountInfoKey });
  };

  const columns: ProColumns<AppRecord>[] = [
    {
      title: t('menuAdmin.app.name'),
      dataIndex: 'name',
      render: (_, row) => (
        <Space size={6}>
          {row.icon && <MenuIcon name={row.icon} />}
          <span data-testid={`app-title-${row.code}`}>{row.title}</span>
          {row.isDefault && <Tag color="blue">{t('menuAdmin.app.default')}</Tag>}
        </Space>
      ),
      sorter: true,
    },
    { title: t('menuAdmin.app.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('menuAdmin.app.sort'), dataIndex: 'sort', sorter: true, search: false, width: 90 },
    {
      title: t('menuAdmin.app.platformOnly'),
      dataIndex: 'platformOnly',
      search: false,
      width: 120,
      render: (_, row) => (row.platformOnly ? t('menuAdmin.common.yes') : t('menuAdmin.common.no')),
    },
    {
      title: t('menuAdmin.app.menuCount'),
      dataIndex: 'menuCount',
      search: false,
      width: 100,
      responsive: ['md'],
    },
    {
      title: t('menuAdmin.app.tenantCount'),
      dataIndex: 'tenantCount',
      search: false,
      width: 110,
      responsive: ['md'],
    },
    {
      title: '',
      dataIndex: 'catalog',
      search: false,
      width: 150,
      responsive: ['lg'],
      render: (_, row) => (
        <Space size={4}>
          {row.catalog && <Tag>{t('menuAdmin.common.builtIn')}</Tag>}
          {row.customised && <Tag color="gold">{t('menuAdmin.common.customised')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('menuAdmin.common.actions'),
      valueType: 'option',
      width: 200,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            { key: 'edit', label: t('menuAdmin.common.edit'), permission: P.edit, onClick: () => setEditing(row) },
            {
              key: 'setDefault',
              label: t('menuAdmin.app.setDefault'),
              permission: P.edit,
              visible: !row.isDefault && !row.platformOnly,
              confirm: t('menuAdmin.app.setDefaultConfirm', { name: row.title }),
              onClick: () =>
                void callApi(appApi.setDefault, { body: { id: row.id } })
                  .then(() => changed(t('menuAdmin.common.saved')))
                  .catch(() => {}),
            },
            {
              key: 'delete',
              label: t('menuAdmin.common.delete'),
              permission: P.delete,
              visible: !row.catalog,
              danger: true,
              confirm: t('menuAdmin.common.deleteConfirm', { name: row.title }),
              // The request client has shown a refusal (e.g. an app still in use) already.
              onClick: () =>
                void callApi(appApi.delete, { query: { id: row.id } })
                  .then(() => changed(t('menuAdmin.common.deleted')))
                  .catch(() => {}),
            },
          ]}
        />
      ),
    },
  ];

  const current = editing === 'new' ? null : editing;
  return (
    <>
      <ProTable<AppRecord>
        rowKey="id"
        actionRef={table}
        headerTitle={t('menuAdmin.app.title')}
        columns={columns}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        columnsState={{ persistenceKey: 'takt:table:platform-apps', persistenceType: 'localStorage' }}
        request={async (params, sort) =>
          toTableResult(
            await callApi(appApi.page, { query: toPageQuery(params, sort) as RouteQuery<typeof appApi.page> }),
          )
        }
        toolBarRender={() =>
          can(P.add)
            ? [
                <Button
                  key="add"
                  type="primary"
                  icon={<PlusOutlined />}
                  data-testid="app-add"
                  onClick={() => setEditing('new')}
                >
                  {t('menuAdmin.app.add')}
                </Button>,
              ]
            : []
        }
      />
      <ModalForm<AppFormValues>
        key={current?.id ?? 'new'}
        title={current ? t('menuAdmin.app.editTitle') : t('menuAdmin.app.add')}
        open={editing !== null}
        grid
        rowProps={{ gutter: 16 }}
        width={640}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        initialValues={
          current ? { ...current, titles: current.titles } : { sort: 100, platformOnly: false, titles: {} }
        }
        onFinish={async (values) => {
          const common = {
            name: values.name.trim(),
            titles: cleanTitles(values.titles),
            icon: values.icon ?? null,
            sort: values.sort,
            platformOnly: values.platformOnly,
          };
          if (current) await callApi(appApi.edit, { body: { id: current.id, ...common } });
          else await callApi(appApi.add, { body: { code: values.code.trim(), ...common } });
          setEditing(null);
          await changed(t('menuAdmin.common.saved'));
          return true;
        }}
      >
        <ProFormText
          name="code"
          label={t('menuAdmin.app.code')}
          tooltip={t('menuAdmin.app.codeHelp')}
          disabled={Boolean(current)}
          colProps={{ xs: 24, sm: 12 }}
          rules={[
            rules.required(t('menuAdmin.app.code')),
            rules.max(t('menuAdmin.app.code'), APP_CODE_MAX),
            rules.pattern(t('menuAdmin.app.code'), APP_CODE_PATTERN),
          ]}
        />
        <ProFormText
          name="name"
          label={t('menuAdmin.app.name')}
          colProps={{ xs: 24, sm: 12 }}
          rules={[rules.required(t('menuAdmin.app.name')), rules.max(t('menuAdmin.app.name'), APP_NAME_MAX)]}
        />
        <TitlesFields max={APP_NAME_MAX} />
        <IconSelect name="icon" label={t('menuAdmin.app.icon')} />
        <ProFormDigit
          name="sort"
          label={t('menuAdmin.app.sort')}
          min={0}
          max={APP_SORT_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
          rules={[{ required: true, message: t('menuAdmin.common.required', { field: t('menuAdmin.app.sort') }) }]}
        />
        <ProFormSwitch
          name="platformOnly"
          label={t('menuAdmin.app.platformOnly')}
          tooltip={t('menuAdmin.app.platformOnlyHelp')}
          disabled={Boolean(current?.isDefault)}
          colProps={{ xs: 24, sm: 12 }}
        />
      </ModalForm>
    </>
  );
}
