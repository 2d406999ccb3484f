import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** No open call: said large and green, so a glance from across the room tells it. */
export function AllClear({ size }: { size: number }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="andon-all-clear"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: size / 3,
        padding: size / 2,
        color: '#1b7f3b',
        fontSize: size,
        fontWeight: 700,
      }}
    >
      <CheckCircleFilled />
      {t('andonFloor.monitor.allClear')}
    </div>
  );
}
