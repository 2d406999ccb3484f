import { type Software, type SoftwareVersion, softwareApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../app/download';
import { callApi } from '../../app/request';
import { dateTimeText } from '../../app/time';
import { fileSizeText } from './software-texts';

/** An app's versions, newest first, each with its checksum and a download. */
export function SoftwareHistoryDrawer({ software, onClose }: { software: Software | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const history = useQuery({
    queryKey: [softwareApi.historyPage.path, software?.id, paging],
    queryFn: ({ signal }) =>
      callApi(softwareApi.historyPage, { query: { softwareId: software!.id, ...paging }, signal }),
    enabled: software !== null,
  });
  const download = (version: SoftwareVersion) =>
    void downloadFile(softwareApi.download, {
      query: { versionId: version.id },
      language: i18n.language,
      fallbackName: version.fileName,
    }).catch((error: Error) => message.error(error.message));
  return (
    <Drawer
      open={software !== null}
      onClose={onClose}
      width={960}
      title={software ? t('software.historyTitle', { name: software.name }) : ''}
      destroyOnHidden
    >
      <Table<SoftwareVersion>
        rowKey="id"
        size="small"
        data-testid="software-history"
        loading={history.isFetching}
        dataSource={history.data?.rows ?? []}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: history.data?.totalRows ?? 0,
          showSizeChanger: true,
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
        columns={[
          { key: 'versionNumber', title: t('software.versionNumber'), dataIndex: 'versionNumber', width: 110 },
          { key: 'versionCode', title: t('software.versionCode'), dataIndex: 'versionCode', width: 100 },
          { key: 'fileName', title: t('software.file'), dataIndex: 'fileName', ellipsis: true },
          { key: 'size', title: t('software.size'), width: 100, render: (_, row) => fileSizeText(row.size) },
          {
            key: 'sha256',
            title: 'SHA-256',
            width: 160,
            render: (_, row) => (
              <Typography.Text copyable={{ text: row.sha256 }} ellipsis style={{ width: 130 }}>
                {row.sha256}
              </Typography.Text>
            ),
          },
          { key: 'remark', title: t('crud.remark'), dataIndex: 'remark', ellipsis: true },
          { key: 'createdBy', title: t('software.uploadedBy'), dataIndex: 'createdBy', width: 110 },
          {
            key: 'createdAt',
            title: t('software.uploadedAt'),
            width: 170,
            render: (_, row) => dateTimeText(row.createdAt),
          },
          {
            key: 'download',
            title: '',
            width: 90,
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => download(row)}>
                {t('software.download')}
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
