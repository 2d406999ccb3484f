import { UploadOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDigit, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import {
  RECORD_CODE_PATTERN,
  SOFTWARE_CODE_MAX,
  SOFTWARE_EXTENSIONS,
  SOFTWARE_FILE_FIELD,
  SOFTWARE_FILE_MAX_BYTES,
  SOFTWARE_FILE_NAME_MAX,
  SOFTWARE_NAME_MAX,
  SOFTWARE_REMARK_MAX,
  SOFTWARE_UPLOAD_TIMEOUT_MS,
  type Software,
  type SoftwareWithToken,
  softwareApi,
  VERSION_CODE_MAX,
  VERSION_NUMBER_PATTERN,
} from '@takt/contracts';
import { App, Button, Form, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate as RequestTranslate } from '../../app/request';
import type { ResourceFormProps } from '../../app/resource/resource-def';
import { uploadForm } from '../../app/upload';

/** What is wrong with a chosen file before it is sent (the server judges its bytes too). */
export function softwareFileProblem(
  file: { name: string; size: number },
  previous: Software | null,
  t: (key: string, values?: Record<string, unknown>) => string,
): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(SOFTWARE_EXTENSIONS as readonly string[]).includes(extension)) return t('software.form.fileType');
  if (file.size === 0) return t('software.form.fileEmpty');
  if (file.size > SOFTWARE_FILE_MAX_BYTES) {
    return t('software.form.fileTooLarge', { limit: `${SOFTWARE_FILE_MAX_BYTES / (1024 * 1024)} MB` });
  }
  if (file.name.length > SOFTWARE_FILE_NAME_MAX)
    return t('software.form.fileNameTooLong', { max: SOFTWARE_FILE_NAME_MAX });
  if (previous) {
    if (extension !== previous.latest.extension) {
      return t('software.form.extensionChanged', { extension: previous.latest.extension });
    }
    if (file.name === previous.latest.fileName) return t('software.form.sameFileName');
  }
  return null;
}

interface Values {
  name?: string;
  code?: string;
  versionNumber: string;
  versionCode: number;
  remark?: string;
}

/**
 * The add dialog (an app and its first version) and the new-version dialog of a row: the form's
 * fields, then the file, sent as multipart with its progress shown.
 */
export function SoftwareUploadForm({
  editing,
  onSaved,
  onToken,
}: ResourceFormProps<Software> & { onToken: (added: SoftwareWithToken) => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const row = editing.row;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const tt = t as unknown as (key: string, values?: Record<string, unknown>) => string;

  const reset = () => {
    setFile(null);
    setFileError(null);
    setProgress(null);
  };

  return (
    <ModalForm<Values>
      key={row?.id ?? 'new'}
      title={row ? t('software.updateTitle', { name: row.name }) : t('software.add')}
      open={editing.open}
      width={560}
      initialValues={row ? { name: row.name, versionCode: row.latest.versionCode + 1 } : {}}
      modalProps={{
        destroyOnHidden: true,
        onCancel: () => {
          reset();
          editing.close();
        },
      }}
      onFinish={async (values) => {
        if (!file) {
          setFileError(t('software.form.fileRequired'));
          return false;
        }
        const form = new FormData();
        if (row) form.append('id', row.id);
        if (values.name) form.append('name', values.name.trim());
        if (!row && values.code) form.append('code', values.code.trim());
        form.append('versionNumber', values.versionNumber.trim());
        form.append('versionCode', String(values.versionCode));
        if (values.remark?.trim()) form.append('remark', values.remark.trim());
        form.append(SOFTWARE_FILE_FIELD, file, file.name);
        setProgress(0);
        try {
          const saved = await uploadForm(row ? softwareApi.update : softwareApi.add, form, {
            onProgress: setProgress,
            timeoutMs: SOFTWARE_UPLOAD_TIMEOUT_MS,
            t: t as unknown as RequestTranslate,
            language: i18n.language,
          });
          reset();
          editing.close();
          if (!row) onToken(saved as SoftwareWithToken);
          onSaved(t('crud.saved'));
          return true;
        } catch (error) {
          setProgress(null);
          message.error((error as Error).message);
          return false;
        }
      }}
    >
      <ProFormText
        name="name"
        label={t('crud.name')}
        fieldProps={{ maxLength: SOFTWARE_NAME_MAX, 'data-testid': 'software-name' } as object}
        rules={[{ required: true, whitespace: true, message: t('software.form.nameRequired') }]}
      />
      {!row && (
        <ProFormText
          name="code"
          label={t('crud.code')}
          fieldProps={{ maxLength: SOFTWARE_CODE_MAX, 'data-testid': 'software-code' } as object}
          rules={[
            { required: true, whitespace: true, message: t('software.form.codeRequired') },
            { pattern: RECORD_CODE_PATTERN, message: t('software.form.codeFormat') },
          ]}
        />
      )}
      <ProFormText
        name="versionNumber"
        label={t('software.versionNumber')}
        placeholder="1.0.0"
        fieldProps={{ 'data-testid': 'software-versionNumber' } as object}
        rules={[
          { required: true, message: t('software.form.versionNumberRequired') },
          { pattern: VERSION_NUMBER_PATTERN, message: t('software.form.versionNumberFormat') },
        ]}
      />
      <ProFormDigit
        name="versionCode"
        label={t('software.versionCode')}
        placeholder="100"
        min={row ? row.latest.versionCode + 1 : 1}
        max={VERSION_CODE_MAX}
        fieldProps={{ precision: 0, 'data-testid': 'software-versionCode' } as object}
        rules={[{ required: true, message: t('software.form.versionCodeRequired') }]}
        extra={row ? t('software.form.versionCodeHigher', { code: row.latest.versionCode }) : undefined}
      />
      <ProFormTextArea
        name="remark"
        label={t('crud.remark')}
        fieldProps={{ maxLength: SOFTWARE_REMARK_MAX, rows: 2 }}
      />
      <Form.Item
        label={t('software.file')}
        required
        validateStatus={fileError ? 'error' : undefined}
        help={fileError ?? t('software.form.fileHelp')}
      >
        <Upload
          accept=".apk,.exe,.zip"
          maxCount={1}
          data-testid="software-file"
          fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done', size: file.size }] : []}
          beforeUpload={(chosen) => {
            const problem = softwareFileProblem(chosen, row, tt);
            setFileError(problem);
            setFile(problem ? null : chosen);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>{t('software.form.chooseFile')}</Button>
        </Upload>
        {progress !== null && (
          <Progress percent={Math.round(progress * 100)} size="small" data-testid="software-progress" />
        )}
      </Form.Item>
    </ModalForm>
  );
}
