import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { downloadFile } from '../../app/download';

/**
 * Downloads what the table's search form selects as .xlsx (shown with the export permission).
 * `lastQuery` holds the table's last query; its paging and sorting are left out.
 */
export function ExportButton({
  route,
  permission,
  lastQuery,
  fileName,
  testId,
}: {
  route: { method: string; path: string };
  permission: string;
  lastQuery: RefObject<Record<string, unknown>>;
  fileName: string;
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
        setBusy(true);
        try {
          const { pageNo: _p, pageSize: _s, sortField: _f, sortOrder: _o, ...query } = lastQuery.current ?? {};
          await downloadFile(route, { query, language: i18n.language, fallbackName: fileName });
        } catch (error) {
          message.error((error as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('workOrders.export')}
    </Button>
  );
}
