import { DownloadOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import {
  DATE_RANGE_MAX_DAYS,
  Permissions,
  queryRangeProblem,
  SMS_PHONE_FILTER_MAX,
  SMS_SOURCES,
  SMS_STATES,
  type SmsFilter,
  type SmsRecord,
  smsRecordApi,
} from '@takt/contracts';
import { App, Button, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { lastDays } from '../../app/crud/log-days';
import { toPageQuery, toTableResult } from '../../app/crud/table-request';
import { downloadFile } from '../../app/download';
import { callApi } from '../../app/request';
import { dateTimeText } from '../../app/time';

const P = Permissions.sys.sms;

type Range = [Dayjs, Dayjs] | undefined;

/** The filters of the search form as the route's body (both dates required, spec 000 §5). */
function toFilter(params: Record<string, unknown>): SmsFilter | null {
  const range = params.time as Range | string[] | undefined;
  if (!range || range.length !== 2) return null;
  const day = (value: Dayjs | string) => dayjs(value).format('YYYY-MM-DD');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return {
    startDate: day(range[0]!),
    endDate: day(range[1]!),
    phone: text(params.phone),
    state: text(params.state) as SmsFilter['state'],
    source: text(params.source) as SmsFilter['source'],
  };
}

/**
 * SMS records (spec 000 §2, §7 `message_record/query_sms_send_records`): every SMS the product
 * sent (verification codes, push) with its provider's answer; at most 31 days at a time.
 */
export default function SmsRecordListPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const table = useRef<ActionType>(null);
  const lastFilter = useRef<SmsFilter | null>(null);
  const stateColors: Record<string, string> = { sent: 'green', failed: 'red' };
  const columns: ProColumns<SmsRecord>[] = [
    {
      title: t('messages.sms.phone'),
      dataIndex: 'phone',
      sorter: true,
      copyable: true,
      fieldProps: { maxLength: SMS_PHONE_FILTER_MAX, 'data-testid': 'sms-phone' },
    },
    { title: t('messages.sms.text'), dataIndex: 'text', search: false, ellipsis: true },
    {
      title: t('messages.sms.state'),
      dataIndex: 'state',
      sorter: true,
      width: 100,
      valueEnum: Object.fromEntries(SMS_STATES.map((state) => [state, { text: t(`messages.sms.states.${state}`) }])),
      render: (_, row) => <Tag color={stateColors[row.state]}>{t(`messages.sms.states.${row.state}`)}</Tag>,
    },
    {
      title: t('messages.sms.source'),
      dataIndex: 'source',
      width: 130,
      valueEnum: Object.fromEntries(
        SMS_SOURCES.map((source) => [source, { text: t(`messages.sms.sources.${source}`) }]),
      ),
    },
    { title: t('messages.sms.provider'), dataIndex: 'provider', search: false, width: 90 },
    { title: t('messages.sms.answer'), dataIndex: 'answer', search: false, ellipsis: true },
    {
      title: t('messages.sms.time'),
      dataIndex: 'time',
      valueType: 'dateRange',
      hideInTable: true,
      initialValue: lastDays(),
      fieldProps: { allowClear: false, 'data-testid': 'sms-range' },
      formItemProps: {
        rules: [
          {
            validator: async (_: unknown, value: Range) => {
              const [start, end] = value ?? [];
              const problem = queryRangeProblem(start?.format('YYYY-MM-DD'), end?.format('YYYY-MM-DD'));
              if (problem) throw new Error(t(`messages.sms.range.${problem}`, { max: DATE_RANGE_MAX_DAYS }));
            },
          },
        ],
      },
    },
    {
      title: t('messages.sms.time'),
      dataIndex: 'createdTime',
      key: 'createdTime',
      sorter: true,
      search: false,
      width: 170,
      renderText: dateTimeText,
    },
  ];
  return (
    <ProTable<SmsRecord>
      rowKey="id"
      headerTitle={t('messages.sms.pageTitle')}
      actionRef={table}
      columns={columns}
      search={{ labelWidth: 'auto' }}
      scroll={{ x: true }}
      columnsState={{ persistenceKey: 'takt:table:sms-records', persistenceType: 'localStorage' }}
      request={async (params, sort) => {
        const filter = toFilter(params);
        if (!filter) return { data: [], total: 0, success: true };
        lastFilter.current = filter;
        const { pageNo, pageSize, sortField, sortOrder } = toPageQuery(params, sort);
        const page = await callApi(smsRecordApi.query, {
          body: {
            ...filter,
            pageNo,
            pageSize,
            sortField: sortField as 'createdTime' | 'phone' | 'state' | undefined,
            sortOrder,
          },
        });
        return toTableResult(page);
      }}
      toolBarRender={() => [
        can(P.export) && (
          <Button
            key="export"
            icon={<DownloadOutlined />}
            data-testid="sms-export"
            onClick={async () => {
              if (!lastFilter.current) return;
              try {
                await downloadFile(smsRecordApi.export, {
                  query: lastFilter.current,
                  language: i18n.language,
                  fallbackName: 'sms-records.xlsx',
                });
              } catch (error) {
                message.error(error instanceof Error ? error.message : String(error));
              }
            }}
          >
            {t('crud.export')}
          </Button>
        ),
      ]}
    />
  );
}
