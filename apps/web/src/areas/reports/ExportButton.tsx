import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { downloadFile } from '../../app/download';

/** Downloads an .xlsx export for the current query (shown with the export permission). */
export function ExportButton({
  route,
  permission,
  query,
  fallbackName,
  testId,
}: {
  route: { method: string; path: string };
  permission: string;
  /** The query at the moment of the click (null: nothing valid to export yet). */
  query: () => object | null;
  fallbackName: string;
  testId: string;
}) {
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
      {t('reports.export')}
    </Button>
  );
}
