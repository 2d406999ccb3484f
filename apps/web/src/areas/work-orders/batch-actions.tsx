import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import {
  canApplyWorkOrderAction,
  Permissions,
  type WorkOrder,
  type WorkOrderBatchAction,
  type WorkOrderBatchResult,
  workOrderApi,
} from '@takt/contracts';
import { Alert, App, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/request';

const P = Permissions.work.workOrder;

/** The list's batch actions in button order, each with its permission. */
export const BATCH_ACTIONS: { action: WorkOrderBatchAction; permission: string; danger?: boolean }[] = [
  { action: 'issue', permission: P.issue },
  { action: 'pause', permission: P.pause },
  { action: 'resume', permission: P.resume },
  { action: 'complete', permission: P.complete },
  { action: 'close', permission: P.close, danger: true },
  { action: 'delete', permission: P.delete, danger: true },
];

/** Rows the action applies to in their current status (the contracts' state machine). */
export const applicable = (rows: readonly WorkOrder[], action: WorkOrderBatchAction) =>
  rows.filter((row) => canApplyWorkOrderAction(row.status, action));

interface Shown {
  action: WorkOrderBatchAction;
  result: WorkOrderBatchResult;
}

/**
 * One batch action on chosen orders: a confirmation naming them (and how many will be refused in
 * their current status), the call, `onDone`, then the answer per order (done, or refused and why).
 */
export function useWorkOrderBatch() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [shown, setShown] = useState<Shown | null>(null);

  const run = (action: WorkOrderBatchAction, rows: readonly WorkOrder[], onDone: () => void) => {
    if (rows.length === 0) return;
    const label = t(`workOrders.actions.${action}`);
    const refused = rows.length - applicable(rows, action).length;
    const codes = rows.map((row) => row.code);
    modal.confirm({
      title:
        rows.length === 1
          ? t('workOrders.confirm.titleOne', { action: label, code: codes[0] })
          : t('workOrders.confirm.title', { action: label, count: rows.length }),
      width: 520,
      okButtonProps: { danger: action === 'close' || action === 'delete', 'data-testid': 'wo-batch-ok' } as never,
      content: (
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.length > 1 && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
              {codes.join(', ')}
            </Typography.Paragraph>
          )}
          {refused > 0 && (
            <Alert
              type="warning"
              showIcon
              message={t('workOrders.confirm.notApplicable', {
                count: refused,
                action: t(`workOrders.pastTense.${action}`),
              })}
            />
          )}
          {action === 'close' && <Alert type="error" showIcon message={t('workOrders.confirm.closeWarning')} />}
          {action === 'delete' && <Alert type="error" showIcon message={t('workOrders.confirm.deleteWarning')} />}
        </Space>
      ),
      onOk: async () => {
        try {
          const result = await callApi(workOrderApi[action], { body: { ids: rows.map((row) => row.id) } });
          setShown({ action, result });
          onDone();
        } catch {
          // The request client has shown why (permission, network).
        }
      },
    });
  };

  const dialog = (
    <Modal
      open={shown !== null}
      title={
        shown &&
        t('workOrders.result.title', {
          action: t(`workOrders.actions.${shown.action}`),
          succeeded: shown.result.succeeded,
          refused: shown.result.refused,
        })
      }
      width={640}
      onCancel={() => setShown(null)}
      onOk={() => setShown(null)}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
      data-testid="wo-batch-result"
    >
      {shown && (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ y: 360 }}
          dataSource={[...shown.result.items].sort((a, b) => Number(a.ok) - Number(b.ok))}
          columns={[
            {
              title: t('workOrders.result.order'),
              dataIndex: 'code',
              width: 170,
              render: (code, item) => code || item.id,
            },
            {
              title: t('workOrders.result.outcome'),
              dataIndex: 'ok',
              width: 90,
              render: (ok: boolean) =>
                ok ? (
                  <Typography.Text type="success">
                    <CheckCircleFilled /> {t('workOrders.result.done')}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="danger">
                    <CloseCircleFilled /> {t('workOrders.result.refused')}
                  </Typography.Text>
                ),
            },
            {
              title: t('workOrders.result.message'),
              dataIndex: 'message',
              render: (text: string, item) =>
                item.ok ? <Typography.Text type="secondary">{text}</Typography.Text> : text,
            },
          ]}
        />
      )}
    </Modal>
  );

  return { run, dialog };
}
