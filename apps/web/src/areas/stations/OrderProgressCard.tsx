import type { OrderProgress, StationContext } from '@takt/contracts';
import { Alert, Card, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isScannable, progressPercent } from './selection';
import styles from './station.module.css';

function Count({ label, value, tone }: { label: string; value: number; tone?: 'good' | 'bad' }) {
  const toneClass = tone === 'good' ? styles.countGood : tone === 'bad' ? styles.countBad : '';
  return (
    <div className={styles.count}>
      <span className={`${styles.countValue} ${toneClass}`}>{value.toLocaleString()}</span>
      <span className={styles.countLabel}>{label}</span>
    </div>
  );
}

/**
 * The work order of the header: code, product, plan / input / good / bad / scrap and progress;
 * today's counts at this station. `countedOn`: the order shown is not the chosen one but the one
 * the last scan (`code`) counted on, its unit's own order.
 */
export function OrderProgressCard({
  order,
  today,
  countedOn,
}: {
  order: OrderProgress | null;
  today: StationContext['today'] | null;
  countedOn?: { code: string; chosen: OrderProgress | null } | null;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" styles={{ body: { padding: 12 } }} data-testid="station-order-progress">
      {order && countedOn && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          message={
            countedOn.chosen
              ? t('stations.order.countedOnChosen', {
                  serial: countedOn.code,
                  code: order.code,
                  chosen: countedOn.chosen.code,
                })
              : t('stations.order.countedOn', { serial: countedOn.code, code: order.code })
          }
          data-testid="station-order-counted"
        />
      )}
      <div className={styles.order}>
        <div className={styles.orderTitle}>
          {order ? (
            <>
              <span className={styles.orderCode}>
                {order.code}{' '}
                <Tag color={isScannable(order) ? 'blue' : 'orange'}>{t(`stations.orderStatus.${order.status}`)}</Tag>
              </span>
              <span className={styles.orderProduct}>
                {order.productCode} {order.productName}
              </span>
            </>
          ) : (
            <Typography.Text type="secondary" style={{ fontSize: 18 }}>
              {t('stations.order.none')}
            </Typography.Text>
          )}
        </div>
        {order && (
          <div className={styles.counts}>
            <Count label={t('stations.order.plan')} value={order.planQuantity} />
            <Count label={t('stations.order.input')} value={order.inputQuantity} />
            <Count label={t('stations.order.good')} value={order.goodQuantity} tone="good" />
            <Count label={t('stations.order.bad')} value={order.badQuantity} tone="bad" />
            <Count label={t('stations.order.scrap')} value={order.scrapQuantity} />
          </div>
        )}
        {today && (
          <div className={styles.today}>
            <span className={styles.countLabel}>{t('stations.order.today')}</span>
            <div className={styles.counts}>
              <Count label={t('stations.order.todayPass')} value={today.pass} tone="good" />
              <Count label={t('stations.order.todayFail')} value={today.fail} tone="bad" />
              <Count label={t('stations.order.todayTotal')} value={today.total} />
            </div>
          </div>
        )}
        {order && (
          <div className={styles.progress}>
            <Progress
              percent={progressPercent(order)}
              size={['100%', 14]}
              status={order.goodQuantity >= order.planQuantity ? 'success' : 'active'}
              format={(percent) => `${percent}%`}
            />
          </div>
        )}
      </div>
    </Card>
  );
}
