import { ClockCircleOutlined } from '@ant-design/icons';
import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentTimeZone, timeZoneLabel } from '../time';

/**
 * The small "Times in Asia/Shanghai (UTC+8)" every page with times carries in its header or
 * toolbar, so a reader knows which clock the times (and a report's days and hours) follow.
 */
export function TimeZoneNote() {
  const { t } = useTranslation();
  const zone = timeZoneLabel(currentTimeZone());
  return (
    <Tooltip title={t('preferences.timeZone.noteHint')}>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }} data-testid="time-zone-note">
        <ClockCircleOutlined /> {t('preferences.timeZone.note', { zone })}
      </Typography.Text>
    </Tooltip>
  );
}
