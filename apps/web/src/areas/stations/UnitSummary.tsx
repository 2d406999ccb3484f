import type { UnitDetail } from '@takt/contracts';
import { Card, Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './station.module.css';
import { dateTime } from './time';

const STATUS_COLOR = {
  in_process: 'processing',
  in_repair: 'error',
  completed: 'success',
  scrapped: 'default',
} as const;

/** A scanned unit at a glance: serial, state, order and product, next step, package, last scan. */
export function UnitSummary({ detail, children }: { detail: UnitDetail; children?: ReactNode }) {
  const { t } = useTranslation();
  const { unit, order } = detail;
  return (
    <Card
      size="small"
      data-testid="station-unit"
      title={
        <span>
          <span className={styles.mono} style={{ fontSize: 22 }}>
            {unit.serial}
          </span>{' '}
          <Tag color={STATUS_COLOR[unit.status]} style={{ fontSize: 16, padding: '2px 10px' }}>
            {t(`stations.unitStatus.${unit.status}`)}
          </Tag>
        </span>
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 2, lg: 3 }}>
        <Descriptions.Item label={t('stations.unit.order')}>{order.code}</Descriptions.Item>
        <Descriptions.Item label={t('stations.unit.product')}>
          {unit.productCode} {unit.productName}
        </Descriptions.Item>
        <Descriptions.Item label={t('stations.unit.next')}>
          {unit.nextStepNo !== null
            ? `${unit.nextStepNo} · ${unit.nextProcessCode ?? ''} ${unit.nextProcessName ?? ''}`
            : '—'}
        </Descriptions.Item>
        {unit.packageCode && (
          <Descriptions.Item label={t('stations.unit.package')}>{unit.packageCode}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('stations.maintain.repairCount')}>{unit.repairCount}</Descriptions.Item>
        {unit.lastScannedAt && (
          <Descriptions.Item label={t('stations.unit.lastScan')}>{dateTime(unit.lastScannedAt)}</Descriptions.Item>
        )}
      </Descriptions>
      {children}
    </Card>
  );
}
