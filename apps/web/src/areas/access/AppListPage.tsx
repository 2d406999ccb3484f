import {
  APP_CODE_MAX,
  APP_CODE_PATTERN,
  APP_NAME_MAX,
  APP_SORT_MAX,
  type AppRecord,
  appApi,
  Permissions,
} from '@takt/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { cleanTitles, TitlesFields } from '../../app/crud/titles';
import { MenuIcon } from '../../app/layout/MenuIcon';
import { queryClient } from '../../app/query-client';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { type CustomFieldProps, defineResourcePage, type Translate } from '../../app/resource/resource-def';
import { accountInfoKey } from '../identity/hooks';
import { IconSelect } from './menu-admin-fields';

const P = Permissions.platform.app;
const yesNo = (value: boolean, t: Translate) => t(value ? 'access.common.yes' : 'access.common.no');

/** Platform apps (spec 000 §3 "App: name, code, sort, default flag"), super administrator only. */
const apps = defineResourcePage<AppRecord>({
  api: appApi,
  permissions: P,
  testId: 'app',
  settingsKey: 'platform-apps',
  texts: { title: 'access.app.title', add: 'access.app.add', edit: 'access.app.editTitle' },
  coded: {
    codeMax: APP_CODE_MAX,
    nameMax: APP_NAME_MAX,
    codePattern: APP_CODE_PATTERN,
    codeHelp: 'access.app.codeHelp',
    codeFormat: (t, field) => t('crud.badFormat', { field }),
    // An app's code names it in every enterprise's grants: it is fixed once made.
    codeLocked: () => true,
    renderName: (row, t) => (
      <Space size={6}>
        {row.icon && <MenuIcon name={row.icon} />}
        <span data-testid={`app-title-${row.code}`}>{row.title}</span>
        {row.isDefault && <Tag color="blue">{t('access.app.default')}</Tag>}
      </Space>
    ),
  },
  formWidth: 640,
  noCreatedAt: true,
  deletable: (row) => !row.catalog,
  // The header's app switcher and the side menu read the apps from the account info.
  onChanged: () => queryClient.invalidateQueries({ queryKey: accountInfoKey }),
  fields: [
    {
      name: 'titles',
      label: 'crud.name',
      input: { kind: 'custom', Field: () => <TitlesFields max={APP_NAME_MAX} /> },
      column: false,
      detail: false,
    },
    {
      name: 'icon',
      label: 'access.app.icon',
      input: { kind: 'custom', Field: ({ name, label }: CustomFieldProps) => <IconSelect name={name} label={label} /> },
      column: false,
    },
    {
      name: 'sort',
      label: 'crud.sort',
      input: { kind: 'number', max: APP_SORT_MAX, precision: 0, required: true },
      initial: 100,
      column: { sort: true, width: 90 },
    },
    {
      name: 'platformOnly',
      label: 'access.app.platformOnly',
      help: 'access.app.platformOnlyHelp',
      input: { kind: 'switch' },
      initial: false,
      // The default app is every enterprise's: it cannot become the platform's alone.
      locked: (row) => row.isDefault,
      column: { width: 120 },
      render: (row, t) => yesNo(row.platformOnly, t),
    },
    { name: 'menuCount', label: 'access.app.menuCount', column: { width: 100, responsive: ['md'] } },
    { name: 'tenantCount', label: 'access.app.tenantCount', column: { width: 110, responsive: ['md'] } },
    {
      name: 'catalog',
      label: 'access.common.builtIn',
      column: { width: 150, responsive: ['lg'] },
      render: (row, t) => (
        <Space size={4}>
          {row.catalog && <Tag>{t('access.common.builtIn')}</Tag>}
          {row.customised && <Tag color="gold">{t('access.common.customised')}</Tag>}
        </Space>
      ),
    },
  ],
  // The code is sent when the app is made, never after; blank per-language names are dropped.
  body: ({ code, ...body }, values, row) => ({
    ...body,
    ...(row ? {} : { code }),
    titles: cleanTitles(values.titles as Record<string, string | undefined>),
    icon: values.icon ?? null,
  }),
});

export default function AppListPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      resource={apps}
      rowActions={(row, page) => [
        {
          key: 'setDefault',
          label: t('access.app.setDefault'),
          permission: P.edit,
          visible: !row.isDefault && !row.platformOnly,
          confirm: t('access.app.setDefaultConfirm', { name: row.title }),
          onClick: () =>
            void callApi(appApi.setDefault, { body: { id: row.id } })
              .then(() => page.changed(t('crud.saved')))
              .catch(() => {}),
        },
      ]}
    />
  );
}
