import type { WorkOrderStatus } from '@takt/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<WorkOrderStatus, string> = {
  initial: 'default',
  issued: 'blue',
  in_production: 'processing',
  paused: 'warning',
  completed: 'success',
  closed: 'error',
};

/** A work order's status as a coloured tag. */
export function WorkOrderStatusTag({ status }: { status: WorkOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-testid={`wo-status-${status}`}>
      {t(`workOrders.statuses.${status}`)}
    </Tag>
  );
}
