import { LockOutlined, PrinterOutlined, StepForwardOutlined } from '@ant-design/icons';
import { PACKAGE_CAPACITY_MAX } from '@takt/contracts';
import { Button, Card, Empty, InputNumber, Progress, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './station.module.css';
import type { useCurrentPackage } from './use-current-package';

type CurrentPackage = ReturnType<typeof useCurrentPackage>;

/**
 * The package being filled: code, state, count against capacity, contents, and the actions the
 * screen allows (seal, next, print, and what the screen adds).
 */
export function PackageCard({
  pkg,
  title,
  capacityLabel,
  newText,
  emptyText,
  sealLabel,
  nextLabel,
  onSeal,
  onPrint,
  printLabel,
  extra,
}: {
  pkg: CurrentPackage;
  title: string;
  capacityLabel: string;
  newText: string;
  emptyText: string;
  sealLabel: string;
  nextLabel: string;
  onSeal: (() => void) | null;
  onPrint: (() => void) | null;
  printLabel: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!pkg.code) return null;
  const state = pkg.detail?.package ?? null;
  const quantity = state?.quantity ?? 0;
  const capacity = state?.capacity ?? pkg.capacity;
  const sealed = state?.status === 'sealed';
  const contents = pkg.detail?.contents ?? [];
  return (
    <Card
      size="small"
      data-testid="station-package"
      title={
        <Space wrap>
          <span>{title}:</span>
          <span className={styles.mono} style={{ fontSize: 20 }}>
            {pkg.code}
          </span>
          {state ? (
            <Tag color={sealed ? 'default' : 'processing'}>
              {sealed ? t('stations.encasement.sealed') : t('stations.encasement.open')}
            </Tag>
          ) : null}
        </Space>
      }
      extra={
        <Button
          size="large"
          icon={<StepForwardOutlined />}
          onClick={() => pkg.setCode(null)}
          data-testid="station-package-next"
        >
          {nextLabel}
        </Button>
      }
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap align="center" size={24}>
          <span className={styles.stat} style={{ fontSize: 40 }} data-testid="station-package-count">
            {t('stations.encasement.count', { quantity, capacity })}
          </span>
          {!state && (
            <Space direction="vertical" size={2}>
              <Typography.Text type="secondary">{capacityLabel}</Typography.Text>
              <InputNumber
                size="large"
                min={1}
                max={PACKAGE_CAPACITY_MAX}
                value={pkg.capacity}
                onChange={(value) => pkg.setCapacity(typeof value === 'number' ? value : null)}
                data-testid="station-package-capacity"
              />
            </Space>
          )}
        </Space>
        <Progress percent={capacity > 0 ? Math.round((quantity / capacity) * 100) : 0} size={['100%', 14]} />
        {!state && pkg.detail === null && <Typography.Text type="secondary">{newText}</Typography.Text>}
        {pkg.error && <Typography.Text type="danger">{pkg.error.message}</Typography.Text>}
        <Space wrap>
          {onSeal && state && !sealed && quantity > 0 && (
            <Button
              size="large"
              className={styles.bigAction}
              icon={<LockOutlined />}
              onClick={onSeal}
              data-testid="station-package-seal"
            >
              {sealLabel}
            </Button>
          )}
          {onPrint && (
            <Button size="large" className={styles.bigAction} icon={<PrinterOutlined />} onClick={onPrint}>
              {printLabel}
            </Button>
          )}
          {extra}
        </Space>
        {contents.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        ) : (
          <div className={styles.list} style={{ maxHeight: 260 }} data-testid="station-package-contents">
            {contents.map((item, index) => (
              <div key={item} className={styles.listRow} style={{ gridTemplateColumns: '48px minmax(0,1fr)' }}>
                <span className={styles.listTime}>{index + 1}</span>
                <span className={styles.listCode}>{item}</span>
              </div>
            ))}
          </div>
        )}
      </Space>
    </Card>
  );
}
