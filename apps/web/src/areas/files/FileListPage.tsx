import { UploadOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import {
  FILE_UPLOAD_EXTENSIONS,
  FILE_UPLOAD_FIELD,
  FILE_UPLOAD_MAX_BYTES,
  type FileListRow,
  fileApi,
  fileExtensionOf,
  Permissions,
} from '@takt/contracts';
import { App, Button, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useRowActions } from '../../app/crud/row-actions';
import { downloadFile } from '../../app/download';
import { callApi, isApiError } from '../../app/request';
import { dateRangeQuery } from '../../app/resource/resource-fields';
import { dateTimeText } from '../../app/time';
import { fileSizeText } from './file-size';

const P = Permissions.sys.file;
const ACCEPT = FILE_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** What is wrong with a chosen file before it is sent (the server checks the same). */
export function uploadProblem(file: { name: string; size: number }): 'unsupported' | 'tooLarge' | 'empty' | null {
  if (!(FILE_UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtensionOf(file.name))) return 'unsupported';
  if (file.size === 0) return 'empty';
  if (file.size > FILE_UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

/**
 * The file storage page (spec 000 §2, §3 "File"): every file stored for the enterprise, in the
 * local folder or its bucket, with filters, download, delete (refused while the file is shown
 * somewhere) and upload.
 */
export default function FileListPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const table = useAdminTable();
  const actions = useRowActions(table.changed);
  const [uploading, setUploading] = useState(false);

  const download = async (row: FileListRow) => {
    try {
      await downloadFile(
        { method: 'GET', path: `/files/${row.id}` },
        { language: i18n.language, fallbackName: row.name },
      );
    } catch (error) {
      void message.error(isApiError(error) ? error.message : String(error));
    }
  };

  const upload = async (file: File) => {
    const problem = uploadProblem(file);
    if (problem) {
      void message.error(
        t(`files.${problem}`, { limit: fileSizeText(FILE_UPLOAD_MAX_BYTES), types: FILE_UPLOAD_EXTENSIONS.join(', ') }),
      );
      return;
    }
    const form = new FormData();
    form.append(FILE_UPLOAD_FIELD, file, file.name);
    setUploading(true);
    try {
      const saved = await callApi(fileApi.upload, { body: form });
      table.changed(t('files.uploaded', { name: saved.name }));
    } catch {
      // The request client has shown the refusal.
    } finally {
      setUploading(false);
    }
  };

  const columns: ProColumns<FileListRow>[] = [
    {
      title: t('files.name'),
      dataIndex: 'name',
      sorter: true,
      ellipsis: true,
      width: 220,
      render: (_, row) =>
        can(P.download) ? (
          <Typography.Link onClick={() => void download(row)} data-testid="file-name">
            {row.name}
          </Typography.Link>
        ) : (
          row.name
        ),
    },
    { title: t('files.extension'), dataIndex: 'extension', sorter: true, width: 100 },
    {
      title: t('files.repository'),
      dataIndex: 'repository',
      width: 130,
      valueEnum: {
        local: { text: t('files.repositories.local') },
        s3: { text: t('files.repositories.s3') },
      },
      render: (_, row) => (
        <Tag color={row.repository === 's3' ? 'blue' : 'default'}>
          {t(`files.repositories.${row.repository === 's3' ? 's3' : 'local'}`)}
        </Tag>
      ),
    },
    {
      title: t('files.size'),
      dataIndex: 'size',
      sorter: true,
      search: false,
      align: 'right',
      width: 100,
      render: (_, row) => fileSizeText(row.size),
    },
    {
      title: t('files.purpose'),
      dataIndex: 'purpose',
      search: false,
      width: 130,
      render: (_, row) => t(`files.purposes.${row.purpose}`, { defaultValue: row.purpose }),
    },
    // Key and storage path from 1600 px up: at 1440 px the upload time keeps its room.
    { title: t('files.key'), dataIndex: 'key', search: false, copyable: true, ellipsis: true, responsive: ['xxl'] },
    {
      title: t('files.storagePath'),
      dataIndex: 'storagePath',
      search: false,
      ellipsis: true,
      responsive: ['xxl'],
    },
    {
      title: t('files.createdBy'),
      dataIndex: 'createdByName',
      search: false,
      width: 120,
      render: (_, row) => row.createdByName ?? t('files.system'),
    },
    {
      title: t('files.createdAt'),
      dataIndex: 'createdAt',
      valueType: 'dateRange',
      sorter: true,
      width: 170,
      renderText: dateTimeText,
      render: (_, row) => dateTimeText(row.createdAt),
      search: { transform: (value: unknown) => dateRangeQuery(value, { from: 'createdFrom', to: 'createdTo' }) },
    },
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 140,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            { key: 'download', label: t('files.download'), permission: P.download, onClick: () => void download(row) },
            actions.remove({
              permission: P.delete,
              name: row.name,
              run: () => callApi(fileApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <AdminTable
      pageRoute={fileApi.page}
      tableRef={table.ref}
      settingsKey="files"
      headerTitle={t('files.title')}
      columns={columns}
      showsTimes
      toolButtons={[
        can(P.upload) && (
          <Upload
            key="upload"
            accept={ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={uploading} data-testid="file-upload">
              {t('files.upload')}
            </Button>
          </Upload>
        ),
      ]}
    />
  );
}
