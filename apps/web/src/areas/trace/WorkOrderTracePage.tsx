import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { Permissions, type TraceUnitRow, traceApi, type UnitStatus, type WorkOrderTrace } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Empty, Progress, Row, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type TableParams, type TableSort, toPageQuery, toTableResult } from '../../app/crud/table-request';
import { callApi, isApiError } from '../../app/request';
import { oneLineHeader, percent, refText, SUMMARY_COLUMNS, timeText, UNIT_STATUS_COLORS } from './format';
import { useTraceLinks } from './links';
import { TraceSearchPage, useTraceCode } from './TraceSearchPage';

const P = Permissions.trace.workOrder;

type Step = WorkOrderTrace['steps'][number];
type Defect = WorkOrderTrace['defects'][number];
type Material = WorkOrderTrace['materials'][number];

/**
 * Work order trace (spec 001 §2 "work order"): an order's units per status, the yield of each
 * routing step, the defects found, the materials consumed with their lots, and its units with
 * their current step (paged).
 */
export default function WorkOrderTracePage() {
  const { t } = useTranslation();
  const links = useTraceLinks();
  const code = useTraceCode('code');
  const none = t('trace.none');

  const query = useQuery({
    queryKey: ['trace', 'workOrder', code],
    queryFn: () => callApi(traceApi.workOrder, { query: { code }, quiet: true }),
    enabled: code !== '',
    retry: false,
  });
  const trace = query.data;
  const notFound = query.error && isApiError(query.error) && query.error.httpStatus === 404;

  const stepColumns = [
    { title: t('trace.step'), dataIndex: 'stepNo', width: 60 },
    { title: t('trace.process'), key: 'process', render: (_: unknown, row: Step) => refText(row.process) },
    { title: t('trace.workOrder.scanned'), dataIndex: 'units', align: 'right' as const },
    { title: t('trace.workOrder.passed'), dataIndex: 'passed', align: 'right' as const },
    { title: t('trace.workOrder.failed'), dataIndex: 'failed', align: 'right' as const },
    { title: t('trace.workOrder.firstPass'), dataIndex: 'firstPass', align: 'right' as const },
    {
      title: t('trace.workOrder.yield'),
      key: 'yield',
      width: 200,
      render: (_: unknown, row: Step) =>
        row.firstPassYield === null ? (
          none
        ) : (
          <Progress
            percent={Math.round(row.firstPassYield * 1000) / 10}
            size="small"
            status={row.firstPassYield < 0.95 ? 'exception' : 'success'}
            format={() => percent(row.firstPassYield)}
          />
        ),
    },
  ];
  const defectColumns = [
    {
      title: t('trace.productTrace.phenomenon'),
      key: 'phenomenon',
      render: (_: unknown, row: Defect) => refText(row.badPhenomenon),
    },
    {
      title: t('trace.productTrace.defectType'),
      key: 'type',
      render: (_: unknown, row: Defect) => refText(row.defectType) || none,
    },
    { title: t('trace.quantity'), dataIndex: 'quantity', align: 'right' as const, onHeaderCell: oneLineHeader },
    {
      title: t('trace.workOrder.affectedUnits'),
      dataIndex: 'units',
      align: 'right' as const,
      onHeaderCell: oneLineHeader,
    },
  ];
  const materialColumns = [
    {
      title: t('trace.material'),
      key: 'material',
      width: 260,
      render: (_: unknown, row: Material) => refText(row.material),
    },
    { title: t('trace.quantity'), dataIndex: 'quantity', align: 'right' as const, onHeaderCell: oneLineHeader },
    { title: t('trace.units'), dataIndex: 'units', align: 'right' as const, onHeaderCell: oneLineHeader },
    { title: t('trace.unbound'), dataIndex: 'unbound', align: 'right' as const, onHeaderCell: oneLineHeader },
    {
      title: t('trace.workOrder.lots'),
      key: 'lots',
      render: (_: unknown, row: Material) => (
        <Space size={[4, 4]} wrap>
          {row.lots.map((lot) => (
            <Tag key={lot.lot} color="geekblue">
              {links.can('lot') ? (
                <Typography.Link onClick={() => links.open('lot', lot.lot)}>{lot.lot}</Typography.Link>
              ) : (
                lot.lot
              )}{' '}
              ×{lot.quantity}
            </Tag>
          ))}
          {row.lotCount > row.lots.length && <Typography.Text type="secondary">…{row.lotCount}</Typography.Text>}
        </Space>
      ),
    },
  ];
  const unitColumns: ProColumns<TraceUnitRow>[] = [
    {
      title: t('trace.serial'),
      dataIndex: 'serial',
      sorter: true,
      render: (_, row) =>
        links.can('serial') ? (
          <Typography.Link onClick={() => links.open('serial', row.serial)}>{row.serial}</Typography.Link>
        ) : (
          row.serial
        ),
    },
    {
      title: t('trace.status'),
      dataIndex: 'status',
      sorter: true,
      render: (_, row) => <Tag color={UNIT_STATUS_COLORS[row.status]}>{t(`trace.unitStatus.${row.status}`)}</Tag>,
    },
    {
      title: t('trace.currentStep'),
      key: 'step',
      render: (_, row) => (row.nextStepNo === null ? none : `${row.nextStepNo} ${row.nextProcess?.name ?? ''}`),
    },
    { title: t('trace.repairCount'), dataIndex: 'repairCount', align: 'right' },
    { title: t('trace.box'), dataIndex: 'boxCode', render: (_, row) => row.boxCode ?? none },
    { title: t('trace.lastStation'), key: 'lastStation', render: (_, row) => row.lastStation?.name ?? none },
    {
      title: t('trace.lastScanned'),
      dataIndex: 'lastScannedAt',
      sorter: true,
      render: (_, row) => timeText(row.lastScannedAt) || none,
    },
    { title: t('trace.started'), dataIndex: 'createdAt', sorter: true, render: (_, row) => timeText(row.createdAt) },
  ];

  return (
    <TraceSearchPage
      title={t('trace.workOrder.title')}
      param="code"
      placeholder={t('trace.workOrder.placeholder')}
      testId="order-trace-code"
      loading={query.isFetching}
      exportButton={{
        route: traceApi.workOrderExport,
        permission: P.export,
        query: () => ({ code }),
        fallbackName: `order-trace-${code}.xlsx`,
        testId: 'order-trace-export',
        disabled: !trace,
      }}
    >
      {!code && <Empty description={t('trace.emptyPrompt')} />}
      {notFound && <Alert type="warning" showIcon message={t('trace.notFound', { code })} />}
      {query.error && !notFound && <Alert type="error" showIcon message={(query.error as Error).message} />}
      {trace && (
        <>
          <Card size="small">
            <Descriptions
              size="small"
              column={SUMMARY_COLUMNS}
              title={
                <Space>
                  <span style={{ fontSize: 18 }}>{trace.order.code}</span>
                  {trace.order.status && <Tag>{t(`trace.orderStatus.${trace.order.status}`)}</Tag>}
                  {trace.order.type && <Tag color="blue">{t(`trace.orderTypes.${trace.order.type}`)}</Tag>}
                </Space>
              }
              items={[
                { key: 'product', label: t('trace.product'), children: refText(trace.order.product) || none },
                { key: 'line', label: t('trace.line'), children: refText(trace.order.line) || none },
                {
                  key: 'plan',
                  label: t('trace.workOrder.planQuantity'),
                  children: trace.order.planQuantity ?? none,
                },
                { key: 'units', label: t('trace.workOrder.unitTotal'), children: trace.unitTotal },
                { key: 'boxes', label: t('trace.boxes'), children: trace.boxes },
                {
                  key: 'status',
                  label: t('trace.status'),
                  span: 'filled',
                  children: (
                    <Space wrap>
                      {Object.entries(trace.units).map(([status, count]) => (
                        <Tag key={status} color={UNIT_STATUS_COLORS[status as keyof typeof UNIT_STATUS_COLORS]}>
                          {t(`trace.unitStatus.${status as UnitStatus}`)}: {count}
                        </Tag>
                      ))}
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xxl={14}>
              <Card size="small" title={t('trace.workOrder.steps')}>
                <Table<Step>
                  size="small"
                  rowKey="stepNo"
                  pagination={false}
                  columns={stepColumns}
                  dataSource={trace.steps}
                  scroll={{ x: 'max-content' }}
                />
              </Card>
            </Col>
            <Col xs={24} xxl={10}>
              <Card size="small" title={t('trace.workOrder.defects')}>
                <Table<Defect>
                  size="small"
                  rowKey={(row) => `${row.badPhenomenon?.id}-${row.defectType?.id}`}
                  pagination={false}
                  columns={defectColumns}
                  dataSource={trace.defects}
                  locale={{ emptyText: t('trace.workOrder.noDefects') }}
                />
              </Card>
            </Col>
          </Row>
          <Card size="small" title={t('trace.workOrder.materials')}>
            <Table<Material>
              size="small"
              rowKey={(row) => row.material?.id ?? ''}
              pagination={false}
              columns={materialColumns}
              dataSource={trace.materials}
            />
          </Card>
          <ProTable<TraceUnitRow>
            rowKey="id"
            headerTitle={t('trace.workOrder.unitsTitle')}
            search={false}
            scroll={{ x: 'max-content' }}
            params={{ workOrderId: trace.order.id }}
            columnsState={{ persistenceKey: 'takt:table:order-trace-units', persistenceType: 'localStorage' }}
            columns={unitColumns}
            request={async (tableParams: TableParams, sort: TableSort) =>
              toTableResult(
                await callApi(traceApi.workOrderUnits, {
                  query: toPageQuery(tableParams, sort) as never,
                }),
              )
            }
          />
        </>
      )}
    </TraceSearchPage>
  );
}
