import { type ProColumns, ProFormDigit, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import {
  APP_CODE_MAX,
  APP_CODE_PATTERN,
  APP_NAME_MAX,
  APP_SORT_MAX,
  type AppRecord,
  appApi,
  Permissions,
} from '@takt/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { useRowActions } from '../../app/crud/row-actions';
import { cleanTitles, TitlesFields } from '../../app/crud/titles';
import { MenuIcon } from '../../app/layout/MenuIcon';
import { callApi } from '../../app/request';
import { accountInfoKey } from '../identity/hooks';
import { IconSelect } from './menu-admin-fields';

const P = Permissions.platform.app;

interface AppFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  titles?: Record<string, string | undefined>;
  icon?: string | null;
  sort: number;
  platformOnly: boolean;
}

/** Drops blank per-language names (the server treats a missing one as "use the name"). */
/** Platform apps (spec 000 §3 "App: name, code, sort, default flag"), super administrator only. */
export default function AppListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const table = useAdminTable();
  const editing = useEditing<AppRecord>();
  const rules = useFieldRules();

  const changed = async (text: string) => {
    table.changed(text);
    // The header's app switcher and the side menu read the apps from the account info.
    await queryClient.invalidateQueries({ queryKey: accountInfoKey });
  };
  const actions = useRowActions(changed);

  const columns: ProColumns<AppRecord>[] = [
    {
      title: t('crud.name'),
      dataIndex: 'name',
      render: (_, row) => (
        <Space size={6}>
          {row.icon && <MenuIcon name={row.icon} />}
          <span data-testid={`app-title-${row.code}`}>{row.title}</span>
          {row.isDefault && <Tag color="blue">{t('access.app.default')}</Tag>}
        </Space>
      ),
      sorter: true,
    },
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('crud.sort'), dataIndex: 'sort', sorter: true, search: false, width: 90 },
    {
      title: t('access.app.platformOnly'),
      dataIndex: 'platformOnly',
      search: false,
      width: 120,
      render: (_, row) => (row.platformOnly ? t('access.common.yes') : t('access.common.no')),
    },
    {
      title: t('access.app.menuCount'),
      dataIndex: 'menuCount',
      search: false,
      width: 100,
      responsive: ['md'],
    },
    {
      title: t('access.app.tenantCount'),
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
          {row.catalog && <Tag>{t('access.common.builtIn')}</Tag>}
          {row.customised && <Tag color="gold">{t('access.common.customised')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 200,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            actions.edit(P.edit, () => editing.startEdit(row)),
            {
              key: 'setDefault',
              label: t('access.app.setDefault'),
              permission: P.edit,
              visible: !row.isDefault && !row.platformOnly,
              confirm: t('access.app.setDefaultConfirm', { name: row.title }),
              onClick: () =>
                void callApi(appApi.setDefault, { body: { id: row.id } })
                  .then(() => changed(t('crud.saved')))
                  .catch(() => {}),
            },
            actions.remove({
              permission: P.delete,
              name: row.title,
              visible: !row.catalog,
              run: () => callApi(appApi.delete, { query: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  const current = editing.row;
  return (
    <>
      <AdminTable
        pageRoute={appApi.page}
        tableRef={table.ref}
        settingsKey="platform-apps"
        headerTitle={t('access.app.title')}
        columns={columns}
        add={{ permission: P.add, label: t('access.app.add'), testId: 'app-add', onClick: editing.startAdd }}
      />
      <EditModalForm<AppFormValues, AppRecord>
        editing={editing}
        addTitle={t('access.app.add')}
        editTitle={t('access.app.editTitle')}
        width={640}
        initialValues={
          current ? { ...current, titles: current.titles } : { sort: 100, platformOnly: false, titles: {} }
        }
        save={(values, row) => {
          const common = {
            name: values.name.trim(),
            titles: cleanTitles(values.titles),
            icon: values.icon ?? null,
            sort: values.sort,
            platformOnly: values.platformOnly,
          };
          return row
            ? callApi(appApi.edit, { body: { id: row.id, ...common } })
            : callApi(appApi.add, { body: { code: values.code.trim(), ...common } });
        }}
        onSaved={changed}
      >
        <ProFormText
          name="code"
          label={t('crud.code')}
          tooltip={t('access.app.codeHelp')}
          disabled={Boolean(current)}
          colProps={{ xs: 24, sm: 12 }}
          rules={[
            rules.required(t('crud.code')),
            rules.tooLong(t('crud.code'), APP_CODE_MAX),
            rules.pattern(t('crud.code'), APP_CODE_PATTERN),
          ]}
        />
        <ProFormText
          name="name"
          label={t('crud.name')}
          colProps={{ xs: 24, sm: 12 }}
          rules={[rules.required(t('crud.name')), rules.tooLong(t('crud.name'), APP_NAME_MAX)]}
        />
        <TitlesFields max={APP_NAME_MAX} />
        <IconSelect name="icon" label={t('access.app.icon')} />
        <ProFormDigit
          name="sort"
          label={t('crud.sort')}
          min={0}
          max={APP_SORT_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
          rules={[{ required: true, message: t('crud.required', { field: t('crud.sort') }) }]}
        />
        <ProFormSwitch
          name="platformOnly"
          label={t('access.app.platformOnly')}
          tooltip={t('access.app.platformOnlyHelp')}
          disabled={Boolean(current?.isDefault)}
          colProps={{ xs: 24, sm: 12 }}
        />
      </EditModalForm>
    </>
  );
}
