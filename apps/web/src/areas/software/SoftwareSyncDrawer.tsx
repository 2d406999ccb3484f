import { Permissions, type Software, type SoftwareTenantRow, type SyncState, softwareApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Input, List, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { callApi } from '../../app/request';
import { dateTimeText } from '../../app/time';

const STATE_COLORS: Record<SyncState, string> = { none: 'default', behind: 'orange', current: 'green', ahead: 'red' };

/**
 * The sync-tenant page of an app: each enterprise's copy against the latest version, a sync per
 * enterprise and a sync to all (refusals listed with their reasons).
 */
export function SoftwareSyncDrawer({
  software,
  onClose,
  onSynced,
}: {
  software: Software | null;
  onClose: () => void;
  onSynced: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = useAccess();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [keyword, setKeyword] = useState('');
  const tenants = useQuery({
    queryKey: [softwareApi.syncTenantPage.path, software?.id, paging, keyword],
    queryFn: ({ signal }) =>
      callApi(softwareApi.syncTenantPage, {
        query: { softwareId: software!.id, ...paging, ...(keyword ? { name: keyword } : {}) },
        signal,
      }),
    enabled: software !== null,
  });
  const done = (text: string) => {
    message.success(text);
    void tenants.refetch();
    onSynced();
  };
  const syncOne = (row: SoftwareTenantRow) =>
    void callApi(softwareApi.syncToTenant, { query: { id: software!.id, tenantId: row.tenantId } })
      .then((result) => done(t('software.sync.done', { tenant: result.tenantName, version: result.versionNumber })))
      .catch(() => {});
  const syncAll = () =>
    void callApi(softwareApi.syncToTenantAll, { query: { id: software!.id } })
      .then((result) => {
        done(t('software.sync.allDone', { count: result.synced }));
        if (result.refused.length > 0) {
          modal.info({
            title: t('software.sync.refusedTitle', { count: result.refused.length }),
            width: 560,
            content: (
              <List
                size="small"
                dataSource={result.refused}
                renderItem={(item) => <List.Item key={item.tenantId}>{item.reason}</List.Item>}
              />
            ),
          });
        }
      })
      .catch(() => {});
  const maySync = can(Permissions.platform.software.sync) && software?.enabled === true;
  return (
    <Drawer
      open={software !== null}
      onClose={onClose}
      width={900}
      destroyOnHidden
      title={software ? t('software.sync.title', { name: software.name, version: software.latest.versionNumber }) : ''}
      extra={
        maySync && (
          <Button type="primary" onClick={syncAll} data-testid="software-sync-all">
            {t('software.sync.all')}
          </Button>
        )
      }
    >
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('software.sync.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
      </Space>
      <Table<SoftwareTenantRow>
        rowKey="tenantId"
        size="small"
        data-testid="software-tenants"
        loading={tenants.isFetching}
        dataSource={tenants.data?.rows ?? []}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: tenants.data?.totalRows ?? 0,
          showSizeChanger: true,
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
        columns={[
          { key: 'tenantCode', title: t('crud.code'), dataIndex: 'tenantCode', width: 140 },
          { key: 'tenantName', title: t('crud.name'), dataIndex: 'tenantName' },
          {
            key: 'version',
            title: t('software.sync.version'),
            width: 110,
            render: (_, row) => row.versionNumber ?? '-',
          },
          {
            key: 'state',
            title: t('software.sync.state'),
            width: 120,
            render: (_, row) => <Tag color={STATE_COLORS[row.state]}>{t(`software.sync.states.${row.state}`)}</Tag>,
          },
          {
            key: 'storage',
            title: t('software.sync.storage'),
            width: 120,
            render: (_, row) =>
              row.storageMatches ? (
                t('software.sync.storageSame')
              ) : (
                <Tag color="red">{t('software.sync.storageDiffers')}</Tag>
              ),
          },
          {
            key: 'syncedAt',
            title: t('software.sync.syncedAt'),
            width: 170,
            render: (_, row) => dateTimeText(row.syncedAt),
          },
          {
            key: 'action',
            title: '',
            width: 90,
            render: (_, row) =>
              maySync && row.state !== 'current' ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() => syncOne(row)}
                  data-testid={`software-sync-${row.tenantCode}`}
                >
                  {t('software.sync.one')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Drawer>
  );
}
