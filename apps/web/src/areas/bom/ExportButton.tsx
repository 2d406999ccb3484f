import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { downloadFile } from '../../app/download';
import { bomExportQuery } from './bom-form';

/** Downloads the BOMs the table's search form selects as .xlsx (shown with the export permission). */
export function BomExportButton({
  route,
  permission,
  lastQuery,
}: {
  route: { method: string; path: string };
  permission: string;
  lastQuery: RefObject<Record<string, unknown>>;
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
      data-testid="bom-export"
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(route, {
            query: bomExportQuery(lastQuery.current ?? {}),
            language: i18n.language,
            fallbackName: 'boms.xlsx',
          });
        } catch (error) {
          message.error((error as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('bom.export')}
    </Button>
  );
}
