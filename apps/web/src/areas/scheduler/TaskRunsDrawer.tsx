import {
  DATE_RANGE_MAX_DAYS,
  type ScheduledTask,
  type ScheduledTaskRun,
  scheduledTaskApi,
  type TaskRunResult,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Drawer, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastDays } from '../../app/crud/log-days';
import { callApi } from '../../app/request';
import { dateTimeText } from '../../app/time';

export const RESULT_COLORS: Record<TaskRunResult, string> = { running: 'processing', ok: 'success', failed: 'error' };
const RUNS_REFRESH_MS = 5_000;
const PAGE_SIZE = 20;

/** A task's runs in a date range (both days required, at most 31), newest first, refreshed while open. */
export function TaskRunsDrawer({ task, onClose }: { task: ScheduledTask | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => lastDays());
  const [pageNo, setPageNo] = useState(1);
  const query = {
    taskId: task?.id ?? '',
    startDate: range[0].format('YYYY-MM-DD'),
    endDate: range[1].format('YYYY-MM-DD'),
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const runs = useQuery({
    queryKey: ['scheduler', 'runs', query],
    queryFn: () => callApi(scheduledTaskApi.runs, { query }),
    enabled: task !== null,
    refetchInterval: RUNS_REFRESH_MS,
  });
  const columns: TableColumnsType<ScheduledTaskRun> = [
    { title: t('scheduler.runs.startedAt'), dataIndex: 'startedAt', width: 170, render: dateTimeText },
    { title: t('scheduler.runs.dueAt'), dataIndex: 'dueAt', width: 170, render: dateTimeText },
    {
      title: t('scheduler.runs.trigger'),
      dataIndex: 'trigger',
      width: 100,
      render: (trigger: string) => t(`scheduler.runs.triggers.${trigger}` as 'scheduler.runs.triggers.manual'),
    },
    {
      title: t('scheduler.runs.result'),
      dataIndex: 'result',
      width: 100,
      render: (result: TaskRunResult) => (
        <Tag color={RESULT_COLORS[result]}>{t(`scheduler.tasks.results.${result}`)}</Tag>
      ),
    },
    { title: t('scheduler.runs.statusCode'), dataIndex: 'statusCode', width: 100, render: (code) => code ?? '-' },
    { title: t('scheduler.runs.durationMs'), dataIndex: 'durationMs', width: 110, render: (ms) => ms ?? '-' },
    {
      title: t('scheduler.runs.output'),
      dataIndex: 'output',
      ellipsis: true,
      render: (output: string | null) =>
        output ? <Typography.Text ellipsis={{ tooltip: output }}>{output}</Typography.Text> : '-',
    },
  ];
  return (
    <Drawer
      open={task !== null}
      onClose={onClose}
      width={1000}
      title={t('scheduler.runs.title', { code: task?.code ?? '' })}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 16 }}>
        <span>{t('scheduler.runs.range')}</span>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          data-testid="task-runs-range"
          disabledDate={(current, info) =>
            info.from ? Math.abs(current.diff(info.from, 'day')) >= DATE_RANGE_MAX_DAYS : false
          }
          onChange={(value) => {
            if (value?.[0] && value[1]) {
              setRange([value[0], value[1]]);
              setPageNo(1);
            }
          }}
        />
      </Space>
      <Table<ScheduledTaskRun>
        rowKey="id"
        size="small"
        data-testid="task-runs"
        loading={runs.isLoading}
        columns={columns}
        dataSource={runs.data?.rows ?? []}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: runs.data?.totalRows ?? 0,
          showSizeChanger: false,
          onChange: setPageNo,
        }}
      />
    </Drawer>
  );
}
