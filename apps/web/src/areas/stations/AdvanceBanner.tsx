import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Advance } from './selection';

/**
 * Says, until the operator dismisses it, that the screen moved by itself from a finished order
 * to the next one of the line, or that none was left and the finished order stays chosen.
 */
export function AdvanceBanner({ advance, line, onClose }: { advance: Advance; line: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { from, finished, to } = advance;
  return (
    <Alert
      key={`${from.id}:${to?.id ?? ''}`}
      type={to ? 'success' : 'warning'}
      showIcon
      closable
      onClose={onClose}
      style={{ fontSize: 18 }}
      message={
        to
          ? t(`stations.advance.${finished}.moved`, { from: from.code, to: to.code })
          : t(`stations.advance.${finished}.noneLeft`, { from: from.code, line })
      }
      description={t('stations.advance.why')}
      data-testid="station-advance"
    />
  );
}
