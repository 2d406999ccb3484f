import { ProFormSelect } from '@ant-design/pro-components';
import {
  APP_GRANTABLE_PERMISSIONS,
  APP_TOKEN_HEADER,
  EXTERNAL_APP_CODE_MAX,
  EXTERNAL_APP_DESCRIPTION_MAX,
  EXTERNAL_APP_NAME_MAX,
  EXTERNAL_APP_RATE_DEFAULT,
  EXTERNAL_APP_RATE_MAX,
  EXTERNAL_APP_SORT_MAX,
  type ExternalApp,
  type ExternalAppWithToken,
  externalAppApi,
  Permissions,
  RECORD_CODE_PATTERN,
} from '@takt/contracts';
import { Alert, Modal, Tag, Typography } from 'antd';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModalForm } from '../../app/crud/EditModalForm';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import {
  type CustomFieldProps,
  defineResourcePage,
  type ResourceFormProps,
  resourceBody,
  resourceFormValues,
} from '../../app/resource/resource-def';
import { FieldInputItem } from '../../app/resource/resource-fields';

const P = Permissions.sys.externalApp;

/** A token to show once: the app's name and the token. */
interface ShownToken {
  name: string;
  token: string;
}
const ShowToken = createContext<(shown: ShownToken) => void>(() => {});

function PermissionsField({ name, label, testId }: CustomFieldProps) {
  const { t } = useTranslation();
  return (
    <ProFormSelect
      name={name}
      label={label}
      mode="multiple"
      colProps={{ span: 24 }}
      options={APP_GRANTABLE_PERMISSIONS.map((code) => ({ value: code, label: code }))}
      fieldProps={{ 'data-testid': testId } as object}
      extra={t('access.externalApp.permissionsHelp')}
    />
  );
}

/**
 * External apps (spec 000 §3: name, enabled, description, sort, token, creator, modifier) of the
 * enterprise; the token goes in the X-App-Token header of the routes open to apps.
 */
const externalApps = defineResourcePage<ExternalApp>({
  api: externalAppApi,
  permissions: P,
  testId: 'external-app',
  settingsKey: 'external-apps',
  texts: { title: 'access.externalApp.title', add: 'access.externalApp.add', edit: 'access.externalApp.edit' },
  coded: { codeMax: EXTERNAL_APP_CODE_MAX, nameMax: EXTERNAL_APP_NAME_MAX, codePattern: RECORD_CODE_PATTERN },
  detail: true,
  form: ExternalAppForm,
  formWidth: 640,
  fields: [
    {
      name: 'enabled',
      label: 'access.externalApp.enabled',
      options: { values: ['true', 'false'], texts: 'access.externalApp.enabledStates' },
      input: { kind: 'switch' },
      initial: true,
      column: { search: true, width: 100 },
      render: (row, t) => (
        <Tag color={row.enabled ? 'green' : 'default'}>
          {t(`access.externalApp.enabledStates.${String(row.enabled)}`)}
        </Tag>
      ),
    },
    {
      name: 'sort',
      label: 'crud.sort',
      input: { kind: 'number', max: EXTERNAL_APP_SORT_MAX, precision: 0, required: true },
      initial: 100,
      column: { sort: true, width: 80 },
    },
    {
      name: 'rateLimit',
      label: 'access.externalApp.rateLimit',
      help: 'access.externalApp.rateLimitHelp',
      input: { kind: 'number', min: 1, max: EXTERNAL_APP_RATE_MAX, precision: 0, required: true },
      initial: EXTERNAL_APP_RATE_DEFAULT,
      column: { width: 120, responsive: ['lg'] },
    },
    {
      name: 'permissions',
      label: 'access.externalApp.permissions',
      input: { kind: 'custom', Field: PermissionsField },
      initial: [],
      wide: true,
      column: false,
      render: (row) => row.permissions.join(', ') || '-',
    },
    {
      name: 'description',
      label: 'access.externalApp.description',
      input: { kind: 'text', max: EXTERNAL_APP_DESCRIPTION_MAX, lines: 2 },
      wide: true,
      column: { ellipsis: true, responsive: ['xl'] },
    },
    {
      name: 'tokenHint',
      label: 'access.externalApp.token',
      column: { width: 100, responsive: ['md'] },
      render: (row) => `…${row.tokenHint}`,
    },
    { name: 'creator', label: 'access.externalApp.creator', column: { width: 110, responsive: ['lg'] } },
    { name: 'modifier', label: 'access.externalApp.modifier', column: { width: 110, responsive: ['xl'] } },
  ],
  body: (body, values) => ({ ...body, permissions: (values.permissions as string[] | undefined) ?? [] }),
});

/** The kit's form, with the add's answer kept: it carries the token, shown once. */
function ExternalAppForm({ editing, onSaved }: ResourceFormProps<ExternalApp>) {
  const { t } = useTranslation();
  const show = useContext(ShowToken);
  return (
    <EditModalForm<Record<string, unknown>, ExternalApp>
      editing={editing}
      addTitle={t('access.externalApp.add')}
      editTitle={t('access.externalApp.edit')}
      width={640}
      initialValues={resourceFormValues(externalApps, editing.row)}
      save={async (values, row) => {
        const body = resourceBody(externalApps, values, row) as never;
        if (row) return callApi(externalAppApi.edit, { body: { ...(body as object), id: row.id } as never });
        const added: ExternalAppWithToken = await callApi(externalAppApi.add, { body });
        show({ name: added.name, token: added.token });
        return added;
      }}
      onSaved={onSaved}
    >
      <NameCodeFields
        testIdPrefix="external-app"
        nameMax={EXTERNAL_APP_NAME_MAX}
        codeMax={EXTERNAL_APP_CODE_MAX}
        codePattern={RECORD_CODE_PATTERN}
      />
      {externalApps.fields.map((field) => (
        <FieldInputItem key={field.name} field={field} testId={`external-app-${field.name}`} row={editing.row} />
      ))}
    </EditModalForm>
  );
}

export default function ExternalAppListPage() {
  const { t } = useTranslation();
  const [token, setToken] = useState<ShownToken | null>(null);
  return (
    <ShowToken.Provider value={setToken}>
      <ResourcePage
        resource={externalApps}
        rowActions={(row, page) => [
          {
            key: 'enable',
            label: t('access.externalApp.enable'),
            permission: P.enable,
            visible: !row.enabled,
            onClick: () =>
              void callApi(externalAppApi.enable, { query: { id: row.id } })
                .then(() => page.changed(t('crud.saved')))
                .catch(() => {}),
          },
          {
            key: 'disable',
            label: t('access.externalApp.disable'),
            permission: P.disable,
            visible: row.enabled,
            confirm: t('access.externalApp.disableConfirm', { name: row.name }),
            onClick: () =>
              void callApi(externalAppApi.disable, { query: { id: row.id } })
                .then(() => page.changed(t('crud.saved')))
                .catch(() => {}),
          },
          {
            key: 'resetToken',
            label: t('access.externalApp.resetToken'),
            permission: P.resetToken,
            confirm: t('access.externalApp.resetTokenConfirm', { name: row.name }),
            onClick: () =>
              void callApi(externalAppApi.resetToken, { query: { id: row.id } })
                .then((reset) => {
                  setToken({ name: reset.name, token: reset.token });
                  page.reload();
                })
                .catch(() => {}),
          },
        ]}
      />
      <Modal
        open={token !== null}
        title={t('access.externalApp.tokenTitle', { name: token?.name ?? '' })}
        onCancel={() => setToken(null)}
        onOk={() => setToken(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <Alert type="warning" showIcon message={t('access.externalApp.tokenOnce')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable code data-testid="external-app-token">
          {token?.token}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          {t('access.externalApp.tokenUse', { header: APP_TOKEN_HEADER })}
        </Typography.Text>
      </Modal>
    </ShowToken.Provider>
  );
}
