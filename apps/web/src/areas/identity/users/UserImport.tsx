import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import {
  USER_IMPORT_FIELD,
  USER_IMPORT_FINISHED,
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_MAX_ROWS,
  type UserImportJob,
  type UserImportMode,
  userImportApi,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Modal, Progress, Result, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_ACCEPT, importFileProblem } from '../../../app/crud/import-file';
import { downloadFile } from '../../../app/download';
import { useHubEvent } from '../../../app/hub/hub-context';
import { callApi, isApiError } from '../../../app/request';

const POLL_MS = 500;
const limit = `${USER_IMPORT_MAX_BYTES / (1024 * 1024)} MB`;

/**
 * The users page's Import button and dialog (spec 000 §5 user import): template download,
 * drag-and-drop upload of one .xls/.xlsx file, a progress bar that follows the import job, and
 * the result with counts and the error report.
 */
export function UserImportButton({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="user-import">
        {t('identity.userImport.button')}
      </Button>
      <UserImportDialog open={open} onClose={() => setOpen(false)} onImported={onImported} />
    </>
  );
}

function UserImportDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [mode, setMode] = useState<UserImportMode>('all');
  const [jobId, setJobId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const language = i18n.language;

  const job = useQuery({
    queryKey: ['userImport', jobId],
    enabled: jobId !== null,
    queryFn: async ({ signal }) => {
      const data = await callApi(userImportApi.progress, { query: { jobId: jobId! }, signal });
      if (data.state === 'succeeded') onImported();
      return data;
    },
    refetchInterval: (query) =>
      query.state.data && USER_IMPORT_FINISHED.includes(query.state.data.state) ? false : POLL_MS,
  });
  useHubEvent('RefreshTable', (data) => {
    const event = data as { table?: string; jobId?: string } | null;
    if (event?.table === 'userImport' && event.jobId === jobId) void job.refetch();
  });

  const start = async (file: File) => {
    setUploadError(null);
    const problem = await importFileProblem(file, USER_IMPORT_MAX_BYTES);
    if (problem) {
      setUploadError(t(`identity.userImport.${problem}`, { limit }));
      return;
    }
    const form = new FormData();
    form.append(USER_IMPORT_FIELD, file, file.name);
    setUploading(true);
    try {
      const started = await callApi(userImportApi.import, { query: { mode }, body: form, quiet: true });
      setJobId(started.jobId);
    } catch (error) {
      setUploadError(isApiError(error) ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  const download = async (route: { method: string; path: string }, query: object | undefined, fallbackName: string) => {
    try {
      await downloadFile(route, { query, language, fallbackName });
    } catch (error) {
      void message.error(isApiError(error) ? error.message : String(error));
    }
  };

  const reset = () => {
    setJobId(null);
    setUploadError(null);
  };
  const current = job.data;
  const finished = current ? USER_IMPORT_FINISHED.includes(current.state) : false;

  return (
    <Modal
      open={open}
      title={t('identity.userImport.title')}
      onCancel={onClose}
      width={560}
      footer={
        <Space>
          {finished && <Button onClick={reset}>{t('identity.userImport.again')}</Button>}
          <Button type={finished ? 'primary' : 'default'} onClick={onClose}>
            {t('identity.userImport.close')}
          </Button>
        </Space>
      }
    >
      {jobId === null ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
            <Typography.Text type="secondary">{t('identity.userImport.stepTemplate')}</Typography.Text>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void download(userImportApi.template, undefined, 'users-template.xlsx')}
              data-testid="user-import-template"
            >
              {t('identity.userImport.downloadTemplate')}
            </Button>
          </Space>
          <Upload.Dragger
            accept={IMPORT_ACCEPT}
            multiple={false}
            showUploadList={false}
            disabled={uploading}
            beforeUpload={(file) => {
              void start(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">
              {uploading ? t('identity.userImport.uploading') : t('identity.userImport.drop')}
            </p>
            <p className="ant-upload-hint">
              {t('identity.userImport.dropHint', { limit, rows: USER_IMPORT_MAX_ROWS })}
            </p>
          </Upload.Dragger>
          <div>
            <Checkbox checked={mode === 'valid'} onChange={(event) => setMode(event.target.checked ? 'valid' : 'all')}>
              {t('identity.userImport.onlyValid')}
            </Checkbox>
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('identity.userImport.onlyValidHint')}
              </Typography.Text>
            </div>
          </div>
          {uploadError && <Alert type="error" showIcon message={uploadError} data-testid="user-import-error" />}
        </Space>
      ) : (
        <JobView
          job={current}
          onReport={() => void download(userImportApi.errorReport, { jobId }, 'user-import-errors.xlsx')}
        />
      )}
    </Modal>
  );
}

function JobView({ job, onReport }: { job: UserImportJob | undefined; onReport: () => void }) {
  const { t } = useTranslation();
  if (!job) return <Progress percent={0} status="active" />;
  const counts = t('identity.userImport.counts', {
    total: job.totalRows,
    imported: job.importedRows,
    errors: job.errorRows,
  });
  const report = job.hasErrorReport && (
    <Button icon={<DownloadOutlined />} onClick={onReport} data-testid="user-import-report">
      {t('identity.userImport.downloadReport')}
    </Button>
  );
  if (job.state === 'validating' || job.state === 'importing') {
    return (
      <div data-testid="user-import-progress">
        <Typography.Paragraph strong>{t(`identity.userImport.state.${job.state}`)}</Typography.Paragraph>
        <Progress percent={job.percent} status="active" />
        <Typography.Paragraph type="secondary">{counts}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('identity.userImport.runningHint')}
        </Typography.Paragraph>
      </div>
    );
  }
  return (
    <Result
      status={job.state === 'succeeded' ? (job.errorRows > 0 ? 'warning' : 'success') : 'error'}
      title={
        job.state === 'succeeded'
          ? t('identity.userImport.imported', { count: job.importedRows })
          : t(`identity.userImport.state.${job.state}`)
      }
      subTitle={
        <span data-testid="user-import-result">
          {job.message ?? (job.errorRows > 0 ? t('identity.userImport.skipped', { count: job.errorRows }) : counts)}
        </span>
      }
      extra={report}
    />
  );
}
