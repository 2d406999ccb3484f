import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { downloadFile } from '../../app/download';

/** Downloads an .xlsx export of a trace page (shown with the export permission only). */
export function TraceExportButton({
  route,
  permission,
  query,
  fileName,
  testId,
  disabled,
}: {
  route: { method: string; path: string };
  permission: string;
  query: () => object;
  fileName: string;
  testId: string;
  disabled?: boolean;
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
      disabled={disabled}
      data-testid={testId}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(route, { query: query(), language: i18n.language, fallbackName: fileName });
        } catch (error) {
          message.error((error as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('trace.export')}
    </Button>
  );
}
