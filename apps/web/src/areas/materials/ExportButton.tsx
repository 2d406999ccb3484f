import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { downloadFile } from '../../app/download';
import { exportQuery } from './export-query';

interface ExportButtonProps {
  route: { method: string; path: string };
  permission: string;
  /** The table's last query (AdminTable's toQuery keeps it); its filters go to the export. */
  lastQuery: RefObject<Record<string, unknown>>;
  fallbackName: string;
  testId: string;
}

/** Downloads the rows the table's search form selects as .xlsx (shown with the export permission). */
export function ExportButton({ route, permission, lastQuery, fallbackName, testId }: ExportButtonProps) {
  const { t, i18n } = useTranslation();
  const can = useAccess();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!can(permission)) return null;
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      data-testid={testId}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(route, {
            query: exportQuery(lastQuery.current ?? {}),
            language: i18n.language,
            fallbackName,
          });
        } catch (error) {
          message.error((error as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('materials.export')}
    </Button>
  );
}
