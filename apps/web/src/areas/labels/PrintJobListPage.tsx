import type { ProColumns } from '@ant-design/pro-components';
import { Permissions, PRINT_JOB_STATES, type PrintJob, type PrintJobState, printJobApi } from '@takt/contracts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { callApi } from '../../app/request';
import { dateTimeText } from '../../app/time';

const P = Permissions.basics.printJob;
const STATE_COLORS: Record<PrintJobState, string> = {
  pending: 'orange',
  sending: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'default',
};

/** The print queue: direct prints with their state, attempts and last error; retry and cancel. */
export default function PrintJobListPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const createdAt = useCreatedAtColumn<PrintJob>();
  const stateEnum = Object.fromEntries(
    PRINT_JOB_STATES.map((state) => [state, { text: t(`labels.job.state.${state}`) }]),
  );

  const columns: ProColumns<PrintJob>[] = [
    { ...createdAt, responsive: undefined, title: t('labels.job.createdAt') },
    {
      title: t('labels.job.template'),
      dataIndex: 'templateCode',
      sorter: true,
      render: (_, row) => `${row.templateCode} ${row.templateName}`,
    },
    { title: t('labels.job.printer'), dataIndex: 'printerAddress', search: false },
    { title: t('labels.job.labels'), dataIndex: 'labelCount', search: false, width: 80 },
    {
      title: t('labels.job.stateTitle'),
      dataIndex: 'state',
      sorter: true,
      width: 110,
      valueType: 'select',
      valueEnum: stateEnum,
      render: (_, row) => (
        <Tag color={STATE_COLORS[row.state]} data-testid={`print-job-state-${row.id}`}>
          {t(`labels.job.state.${row.state}`)}
        </Tag>
      ),
    },
    {
      title: t('labels.job.attempts'),
      dataIndex: 'attempts',
      sorter: true,
      search: false,
      width: 90,
      render: (_, row) => `${row.attempts} / ${row.maxAttempts}`,
    },
    {
      title: t('labels.job.nextAttempt'),
      dataIndex: 'nextAttemptAt',
      sorter: true,
      search: false,
      renderText: dateTimeText,
      width: 170,
    },
    {
      title: t('labels.job.lastError'),
      dataIndex: 'lastError',
      search: false,
      ellipsis: true,
      width: 280,
      render: (_, row) => (row.lastError ? <Typography.Text type="danger">{row.lastError}</Typography.Text> : '—'),
    },
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 140,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            {
              key: 'retry',
              label: t('labels.job.retry'),
              permission: P.retry,
              visible: row.state === 'pending' || row.state === 'failed',
              onClick: async () => {
                try {
                  await callApi(printJobApi.retry, { body: { id: row.id } });
                  table.changed(t('labels.job.retried'));
                } catch {
                  table.reload();
                }
              },
            },
            {
              key: 'cancel',
              label: t('labels.job.cancel'),
              permission: P.delete,
              danger: true,
              visible: row.state === 'pending' || row.state === 'failed',
              confirm: t('labels.job.cancelConfirm'),
              onClick: async () => {
                await callApi(printJobApi.cancel, { body: { id: row.id } });
                table.changed(t('labels.job.cancelled'));
              },
            },
          ]}
        />
      ),
    },
  ];

  return (
    <AdminTable
      pageRoute={printJobApi.page}
      tableRef={table.ref}
      settingsKey="print-jobs"
      headerTitle={t('labels.job.title')}
      columns={columns}
    />
  );
}
