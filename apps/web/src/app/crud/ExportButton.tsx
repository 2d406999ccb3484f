import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../access/use-access';
import { downloadFile } from '../download';

export interface ExportButtonProps {
  route: { method: string; path: string };
  /** Shown only to callers with this permission. */
  permission: string;
  /** The export's query at the moment of the click (null: nothing valid to export yet). */
  query: () => object | null;
  /** The file's name when the server does not name it. */
  fallbackName: string;
  testId: string;
  disabled?: boolean;
}

/** The one export button of lists and reports: downloads the .xlsx the query selects. */
export function ExportButton({ route, permission, query, fallbackName, testId, disabled }: ExportButtonProps) {
  const { t, i18n } = useTranslation();
  const can = useAccess();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!can(permission)) return null;
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      disabled={disabled}
      data-testid={testId}
      onClick={async () => {
        const current = query();
        if (!current) return;
        setBusy(true);
        try {
          await downloadFile(route, { query: current, language: i18n.language, fallbackName });
        } catch (error) {
          message.error((error as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('crud.export')}
    </Button>
  );
}
