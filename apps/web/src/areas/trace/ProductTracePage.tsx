import { ArrowRightOutlined } from '@ant-design/icons';
import { Permissions, type ProductTrace, traceApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Empty, Row, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi, isApiError } from '../../app/request';
import { ACTION_COLORS, refText, SUMMARY_COLUMNS, timeText, UNIT_STATUS_COLORS } from './trace/format';
import { useTraceLinks } from './trace/links';
import { TraceSearchPage, useTraceCode } from './trace/TraceSearchPage';

const P = Permissions.trace.product;

/** An arrow and what it points at, kept on one line. */
const ONE_LINE = { whiteSpace: 'nowrap' } as const;
const ARROW = { marginInlineEnd: 12 } as const;

type Material = ProductTrace['materials'][number];
type Repair = ProductTrace['repairs'][number];

/**
 * Product trace (spec 001 §2): a serial's whole history on one screen — the order and the unit's
 * state, every scan in time order (steps passed, failures, repairs, passes after repair, packing),
 * the materials and lots built in, the box and carrier, defects and repairs — and its export.
 */
export default function ProductTracePage() {
  const { t } = useTranslation();
  const links = useTraceLinks();
  const serial = useTraceCode('serial');

  const query = useQuery({
    queryKey: ['trace', 'product', serial],
    queryFn: () => callApi(traceApi.product, { query: { serial }, quiet: true }),
    enabled: serial !== '',
    retry: false,
  });
  const trace = query.data;
  const none = t('trace.none');

  const link = (target: 'lot' | 'order' | 'chain', value: string | null | undefined, label?: string) =>
    value ? (
      links.can(target) ? (
        <Typography.Link onClick={() => links.open(target, value)}>{label ?? value}</Typography.Link>
      ) : (
        (label ?? value)
      )
    ) : (
      none
    );

  const materialColumns = [
    {
      title: t('trace.material'),
      key: 'material',
      render: (_: unknown, row: Material) => refText(row.material),
    },
    {
      title: t('trace.barcode'),
      dataIndex: 'barcode',
      render: (value: string, row: Material) =>
        row.unboundAt ? (
          <Space size={4}>
            <Typography.Text delete type="secondary">
              {value}
            </Typography.Text>
            <Tag color="orange">{t('trace.unbound')}</Tag>
          </Space>
        ) : (
          value
        ),
    },
    { title: t('trace.lot'), dataIndex: 'lot', render: (value: string) => link('lot', value) },
    {
      title: t('trace.step'),
      key: 'step',
      render: (_: unknown, row: Material) => `${row.stepNo} ${row.process?.name ?? ''}`,
    },
    { title: t('trace.operator'), key: 'operator', render: (_: unknown, row: Material) => row.operator?.name ?? none },
    { title: t('trace.boundAt'), dataIndex: 'boundAt', render: timeText },
    {
      title: t('trace.unboundAt'),
      key: 'unbound',
      render: (_: unknown, row: Material) =>
        row.unboundAt
          ? `${timeText(row.unboundAt)} ${row.unboundBy?.name ?? ''}${row.unbindReason ? ` · ${row.unbindReason}` : ''}`
          : none,
    },
  ];

  const repairColumns = [
    { title: t('trace.productTrace.failedAt'), dataIndex: 'failedAt', render: timeText },
    {
      title: t('trace.step'),
      key: 'step',
      render: (_: unknown, row: Repair) => `${row.failedStepNo} ${row.failedProcess?.name ?? ''}`,
    },
    { title: t('trace.station'), key: 'station', render: (_: unknown, row: Repair) => row.failedStation?.name ?? none },
    {
      title: t('trace.productTrace.phenomenon'),
      key: 'defects',
      render: (_: unknown, row: Repair) =>
        row.defects.length === 0
          ? none
          : row.defects.map((defect) => (
              <div key={defect.id}>
                {defect.badPhenomenon?.name ?? none}
                {defect.defectType ? <Tag style={{ marginInlineStart: 6 }}>{defect.defectType.name}</Tag> : null}
                {defect.quantity > 1 ? ` ×${defect.quantity}` : ''}
              </div>
            )),
    },
    {
      title: t('trace.status'),
      dataIndex: 'status',
      render: (value: Repair['status']) => (
        <Tag color={value === 'repaired' ? 'green' : value === 'scrapped' ? 'red' : 'orange'}>
          {t(`trace.repairStatus.${value}`)}
        </Tag>
      ),
    },
    {
      title: t('trace.productTrace.cause'),
      key: 'cause',
      render: (_: unknown, row: Repair) => row.cause?.name ?? none,
    },
    {
      title: t('trace.productTrace.responsibleUnit'),
      key: 'responsible',
      render: (_: unknown, row: Repair) => row.responsibleUnit?.name ?? none,
    },
    {
      title: t('trace.productTrace.solution'),
      key: 'solution',
      render: (_: unknown, row: Repair) => row.solution?.name ?? none,
    },
    {
      title: t('trace.productTrace.repairedBy'),
      key: 'repairedBy',
      render: (_: unknown, row: Repair) =>
        row.repairedBy ? `${row.repairedBy.name} · ${timeText(row.repairedAt)}` : none,
    },
    { title: t('trace.remark'), dataIndex: 'remark', render: (value: string | null) => value ?? none },
  ];

  const notFound = query.error && isApiError(query.error) && query.error.httpStatus === 404;

  return (
    <TraceSearchPage
      title={t('trace.productTrace.title')}
      param="serial"
      placeholder={t('trace.serialPlaceholder')}
      testId="product-trace-serial"
      loading={query.isFetching}
      exportButton={{
        route: traceApi.productExport,
        permission: P.export,
        query: () => ({ serial }),
        fileName: `trace-${serial}.xlsx`,
        testId: 'product-trace-export',
        disabled: !trace,
      }}
    >
      {!serial && <Empty description={t('trace.emptyPrompt')} />}
      {notFound && <Alert type="warning" showIcon message={t('trace.notFound', { code: serial })} />}
      {query.error && !notFound && <Alert type="error" showIcon message={(query.error as Error).message} />}
      {trace && (
        <>
          <Card size="small" data-testid="product-trace-unit">
            <Descriptions
              size="small"
              column={SUMMARY_COLUMNS}
              title={
                <Space>
                  <span style={{ fontSize: 18 }}>{trace.unit.serial}</span>
                  <Tag color={UNIT_STATUS_COLORS[trace.unit.status]}>{t(`trace.unitStatus.${trace.unit.status}`)}</Tag>
                </Space>
              }
              items={[
                { key: 'order', label: t('trace.order'), children: link('order', trace.order?.code) },
                {
                  key: 'type',
                  label: t('trace.orderType'),
                  children: trace.order?.type ? t(`trace.orderTypes.${trace.order.type}`) : none,
                },
                { key: 'product', label: t('trace.product'), children: refText(trace.unit.product) || none },
                { key: 'line', label: t('trace.line'), children: refText(trace.unit.line) || none },
                {
                  key: 'step',
                  label: t('trace.currentStep'),
                  children:
                    trace.unit.nextStepNo === null
                      ? none
                      : `${trace.unit.nextStepNo} ${trace.unit.nextProcess?.name ?? ''}`,
                },
                { key: 'repairs', label: t('trace.repairCount'), children: trace.unit.repairCount },
                {
                  key: 'started',
                  label: t('trace.started'),
                  // A scan queued offline may predate the unit's row: the first scan is the start.
                  children: timeText(
                    [trace.unit.createdAt, trace.events[0]?.scannedAt].filter(Boolean).sort()[0] ?? null,
                  ),
                },
                {
                  key: 'completed',
                  label: t('trace.completed'),
                  children: timeText(trace.unit.completedAt) || none,
                },
              ]}
            />
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={9}>
              <Card size="small" title={t('trace.productTrace.timeline')} data-testid="product-trace-timeline">
                {trace.eventsTruncated && (
                  <Alert
                    type="info"
                    showIcon
                    style={{ marginBottom: 12 }}
                    message={t('trace.productTrace.eventsTruncated', { count: trace.events.length })}
                  />
                )}
                <Timeline
                  items={trace.events.map((event) => ({
                    key: event.id,
                    color: ACTION_COLORS[event.action],
                    children: (
                      <div>
                        <Space size={6} wrap>
                          <Typography.Text type="secondary">{timeText(event.scannedAt)}</Typography.Text>
                          <Tag color={ACTION_COLORS[event.action]}>{t(`trace.action.${event.action}`)}</Tag>
                          {event.stepNo !== null && (
                            <Typography.Text strong>
                              {event.stepNo}. {event.process?.name ?? ''}
                            </Typography.Text>
                          )}
                          {event.stepNo === null && event.process && (
                            <Typography.Text strong>{event.process.name}</Typography.Text>
                          )}
                        </Space>
                        <div>
                          <Typography.Text type="secondary">
                            {[event.station?.name, event.operator?.name, event.shift?.name].filter(Boolean).join(' · ')}
                          </Typography.Text>
                        </div>
                        {(event.barcode || event.packageCode || event.remark) && (
                          <div>
                            <Typography.Text>
                              {[event.barcode, event.packageCode, event.remark].filter(Boolean).join(' · ')}
                            </Typography.Text>
                          </div>
                        )}
                      </div>
                    ),
                  }))}
                />
              </Card>
            </Col>
            <Col xs={24} xl={15}>
              <Space direction="vertical" size={16} style={{ width: '100%' }}>
                <Card size="small" title={t('trace.productTrace.packing')} data-testid="product-trace-packing">
                  {trace.box ? (
                    <Space size={12} wrap>
                      <Tag>{trace.unit.serial}</Tag>
                      <span style={ONE_LINE}>
                        <ArrowRightOutlined style={ARROW} />
                        {t('trace.box')} {link('chain', trace.box.code)}{' '}
                        <Typography.Text type="secondary">
                          ({trace.box.quantity}/{trace.box.capacity},{' '}
                          {t(`trace.productTrace.${trace.box.status === 'sealed' ? 'sealed' : 'open'}`)})
                        </Typography.Text>
                      </span>
                      {trace.carrier && (
                        <span style={ONE_LINE}>
                          <ArrowRightOutlined style={ARROW} />
                          {t('trace.carrier')} {link('chain', trace.carrier.code)}{' '}
                          <Typography.Text type="secondary">
                            ({trace.carrier.quantity}/{trace.carrier.capacity})
                          </Typography.Text>
                        </span>
                      )}
                    </Space>
                  ) : (
                    <Typography.Text type="secondary">{t('trace.productTrace.notPacked')}</Typography.Text>
                  )}
                </Card>
                <Card size="small" title={t('trace.productTrace.materials')}>
                  <Table<Material>
                    size="small"
                    rowKey="id"
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                    columns={materialColumns}
                    dataSource={trace.materials}
                    locale={{ emptyText: t('trace.productTrace.noMaterials') }}
                    data-testid="product-trace-materials"
                  />
                </Card>
                <Card size="small" title={t('trace.productTrace.repairs')}>
                  <Table<Repair>
                    size="small"
                    rowKey="id"
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                    columns={repairColumns}
                    dataSource={trace.repairs}
                    locale={{ emptyText: t('trace.productTrace.noRepairs') }}
                    data-testid="product-trace-repairs"
                  />
                </Card>
              </Space>
            </Col>
          </Row>
        </>
      )}
    </TraceSearchPage>
  );
}
