import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type PermissionCode,
  SHEET_IMPORT_FIELD,
  SHEET_IMPORT_MAX_BYTES,
  SHEET_IMPORT_MAX_ROWS,
  type SheetImportResult,
  type SheetImportRoutes,
} from '@takt/contracts';
import { Alert, App, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../access/use-access';
import { downloadFile } from '../download';
import { callApi, isApiError } from '../request';
import { IMPORT_ACCEPT, importFileProblem } from './import-file';

export interface SheetImportButtonProps {
  routes: SheetImportRoutes;
  /** Template file name when the server names none, e.g. `materials-template.xlsx`. */
  templateName: string;
  /** Called after rows were imported (e.g. reload the table). */
  onImported: () => void;
  testId?: string;
}

const LIMIT = `${SHEET_IMPORT_MAX_BYTES / (1024 * 1024)} MB`;

/**
 * The Import button of a master-data list (shown only with the import permission) and its
 * dialog: template download, one .xls/.xlsx file dropped or picked, then either "N rows
 * imported" or the table of problems (row, column, value, reason) with nothing imported.
 */
export function SheetImportButton({
  routes,
  templateName,
  onImported,
  testId = 'sheet-import',
}: SheetImportButtonProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<SheetImportResult | null>(null);
  const permission = typeof routes.import.access === 'object' ? routes.import.access.permission : undefined;
  if (permission && !can(permission as PermissionCode)) return null;

  const upload = async (file: File) => {
    setError(null);
    setResult(null);
    const problem = await importFileProblem(file, SHEET_IMPORT_MAX_BYTES);
    if (problem) {
      setError(t(`crud.import.${problem}`, { limit: LIMIT }));
      return;
    }
    const form = new FormData();
    form.append(SHEET_IMPORT_FIELD, file, file.name);
    setBusy(true);
    try {
      const answer = await callApi(routes.import, { body: form, quiet: true });
      setResult(answer);
      if (answer.imported > 0) {
        void message.success(t('crud.import.done', { count: answer.imported }));
        onImported();
      }
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const template = async () => {
    try {
      await downloadFile(routes.template, { language: i18n.language, fallbackName: templateName });
    } catch (failure) {
      void message.error(isApiError(failure) ? failure.message : String(failure));
    }
  };

  const close = () => {
    setOpen(false);
    setError(null);
    setResult(null);
  };

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid={testId}>
        {t('crud.import.button')}
      </Button>
      <Modal
        open={open}
        title={t('crud.import.title')}
        onCancel={close}
        width={result && result.problemCount > 0 ? 820 : 560}
        footer={<Button onClick={close}>{t('crud.import.close')}</Button>}
        destroyOnHidden
      >
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
            <Typography.Text type="secondary">{t('crud.import.stepTemplate')}</Typography.Text>
            <Button icon={<DownloadOutlined />} onClick={() => void template()} data-testid={`${testId}-template`}>
              {t('crud.import.template')}
            </Button>
          </Space>
          <Upload.Dragger
            accept={IMPORT_ACCEPT}
            multiple={false}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
            data-testid={`${testId}-drop`}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{busy ? t('crud.import.uploading') : t('crud.import.drop')}</p>
            <p className="ant-upload-hint">{t('crud.import.hint', { limit: LIMIT, rows: SHEET_IMPORT_MAX_ROWS })}</p>
          </Upload.Dragger>
          {error && <Alert type="error" showIcon message={error} data-testid={`${testId}-error`} />}
          {result && result.problemCount === 0 && (
            <Alert
              type="success"
              showIcon
              message={t('crud.import.done', { count: result.imported })}
              data-testid={`${testId}-done`}
            />
          )}
          {result && result.problemCount > 0 && (
            <>
              <Alert
                type="error"
                showIcon
                message={t('crud.import.rejected', { count: result.problemCount })}
                data-testid={`${testId}-rejected`}
              />
              <Table
                size="small"
                rowKey={(problem) => `${problem.row}:${problem.column}:${problem.reason}`}
                dataSource={result.problems}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                columns={[
                  { title: t('crud.import.row'), dataIndex: 'row', width: 70 },
                  { title: t('crud.import.column'), dataIndex: 'column', width: 140 },
                  { title: t('crud.import.value'), dataIndex: 'value', width: 160, ellipsis: true },
                  { title: t('crud.import.reason'), dataIndex: 'reason' },
                ]}
              />
            </>
          )}
        </Space>
      </Modal>
    </>
  );
}
