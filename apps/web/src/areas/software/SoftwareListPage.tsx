import {
  Permissions,
  RECORD_CODE_PATTERN,
  SOFTWARE_CODE_MAX,
  SOFTWARE_NAME_MAX,
  type Software,
  softwareApi,
} from '@takt/contracts';
import { Alert, Modal, Tag, Typography } from 'antd';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, type ResourceFormProps } from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';
import { SoftwareHistoryDrawer } from './SoftwareHistoryDrawer';
import { SoftwareSyncDrawer } from './SoftwareSyncDrawer';
import { SoftwareUploadForm } from './SoftwareUploadForm';
import { fileSizeText } from './software-texts';

const P = Permissions.platform.software;

/** A token to show once: the app's name and the token itself. */
interface ShownToken {
  name: string;
  token: string;
}

/** Where the upload dialog hands a new app's token, to be shown once by the page. */
const ShowToken = createContext<(shown: ShownToken) => void>(() => {});

function UploadForm(props: ResourceFormProps<Software>) {
  const show = useContext(ShowToken);
  return <SoftwareUploadForm {...props} onToken={(added) => show({ name: added.name, token: added.token })} />;
}

/** Internal apps with their latest version (spec 000 §3), platform super administrator only. */
const software = defineResourcePage<Software>({
  api: { page: softwareApi.latestPage, add: softwareApi.add, edit: softwareApi.update, delete: softwareApi.delete },
  permissions: { add: P.add, edit: P.edit, delete: P.delete },
  testId: 'software',
  settingsKey: 'platform-software',
  texts: { title: 'software.title', add: 'software.add', edit: 'software.newVersion' },
  coded: { codeMax: SOFTWARE_CODE_MAX, nameMax: SOFTWARE_NAME_MAX, codePattern: RECORD_CODE_PATTERN },
  form: UploadForm,
  noCreatedAt: true,
  actionsWidth: 200,
  deleteConfirm: (row, t) => t('software.deleteConfirm', { name: row.name }),
  fields: [
    {
      name: 'platform',
      label: 'software.platform',
      options: { values: ['android', 'windows', 'other'], texts: 'software.platforms' },
      column: { width: 100 },
    },
    {
      name: 'versionNumber',
      label: 'software.versionNumber',
      column: { width: 110 },
      render: (row) => row.latest.versionNumber,
    },
    {
      name: 'versionCode',
      label: 'software.versionCode',
      column: { width: 100 },
      render: (row) => row.latest.versionCode,
    },
    {
      name: 'fileName',
      label: 'software.file',
      column: { ellipsis: true, responsive: ['lg'] },
      render: (row) => `${row.latest.fileName} (${fileSizeText(row.latest.size)})`,
    },
    {
      name: 'enabled',
      label: 'software.enabled',
      options: {
        values: ['true', 'false'],
        texts: 'software.enabledStates',
        colors: { true: 'green', false: 'default' },
      },
      column: { search: true, width: 100 },
      render: (row, t) => (
        <Tag color={row.enabled ? 'green' : 'default'}>{t(`software.enabledStates.${String(row.enabled)}`)}</Tag>
      ),
    },
    {
      name: 'tenantCount',
      label: 'software.tenants',
      help: 'software.tenantsHelp',
      column: { width: 110, responsive: ['md'] },
      render: (row) => `${row.currentTenantCount} / ${row.tenantCount}`,
    },
    {
      name: 'updatedAt',
      label: 'software.updatedAt',
      column: { sort: true, width: 170 },
      render: (row) => dateTimeText(row.updatedAt),
    },
  ],
});

export default function SoftwareListPage() {
  const { t } = useTranslation();
  const [history, setHistory] = useState<Software | null>(null);
  const [syncing, setSyncing] = useState<Software | null>(null);
  const [token, setToken] = useState<ShownToken | null>(null);
  return (
    <ShowToken.Provider value={setToken}>
      <ResourcePage
        resource={software}
        rowActions={(row, page) => [
          { key: 'history', label: t('software.history'), permission: P.get, onClick: () => setHistory(row) },
          { key: 'sync', label: t('software.sync.open'), permission: P.page, onClick: () => setSyncing(row) },
          {
            key: 'enable',
            label: t('software.enable'),
            permission: P.enable,
            visible: !row.enabled,
            onClick: () =>
              void callApi(softwareApi.updateIsEnable, { query: { id: row.id, isEnable: 'true' } })
                .then(() => page.changed(t('crud.saved')))
                .catch(() => {}),
          },
          {
            key: 'disable',
            label: t('software.disable'),
            permission: P.enable,
            visible: row.enabled,
            confirm: t('software.disableConfirm', { name: row.name }),
            onClick: () =>
              void callApi(softwareApi.updateIsEnable, { query: { id: row.id, isEnable: 'false' } })
                .then(() => page.changed(t('crud.saved')))
                .catch(() => {}),
          },
          {
            key: 'resetToken',
            label: t('software.resetToken'),
            permission: P.resetToken,
            confirm: t('software.resetTokenConfirm', { name: row.name }),
            onClick: () =>
              void callApi(softwareApi.resetToken, { query: { id: row.id } })
                .then((reset) => {
                  setToken({ name: row.name, token: reset.token });
                  page.reload();
                })
                .catch(() => {}),
          },
        ]}
      >
        {(page) => (
          <>
            <SoftwareHistoryDrawer software={history} onClose={() => setHistory(null)} />
            <SoftwareSyncDrawer software={syncing} onClose={() => setSyncing(null)} onSynced={page.reload} />
            <Modal
              open={token !== null}
              title={t('software.tokenTitle', { name: token?.name ?? '' })}
              onCancel={() => setToken(null)}
              onOk={() => setToken(null)}
              cancelButtonProps={{ style: { display: 'none' } }}
              destroyOnHidden
            >
              <Alert type="warning" showIcon message={t('software.tokenOnce')} style={{ marginBottom: 12 }} />
              <Typography.Paragraph copyable code data-testid="software-token">
                {token?.token}
              </Typography.Paragraph>
              <Typography.Text type="secondary">{t('software.tokenUse')}</Typography.Text>
            </Modal>
          </>
        )}
      </ResourcePage>
    </ShowToken.Provider>
  );
}
