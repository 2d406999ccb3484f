import { ArrowRightOutlined } from '@ant-design/icons';
import { type CodedRef, Permissions, type ProductTrace, traceApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Card,
  Col,
  Descriptions,
  Empty,
  Row,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, isApiError } from '../../app/request';
import { ACTION_COLORS, refText, SUMMARY_COLUMNS, timeText, UNIT_STATUS_COLORS } from './format';
import { useTraceLinks } from './links';
import { TraceSearchPage, useTraceCode } from './TraceSearchPage';

const P = Permissions.trace.product;

/** Kept on one line: an arrow and what it points at, a time. */
const ONE_LINE = { whiteSpace: 'nowrap' } as const;
const ARROW = { marginInlineEnd: 12 } as const;
const ARROW_SMALL = { marginInlineEnd: 6 } as const;

type Material = ProductTrace['materials'][number];
type Repair = ProductTrace['repairs'][number];

/**
 * The materials and repairs tables wrap their cells to the card's width (each cell stacks what
 * belongs together); below this width they scroll instead of crushing their columns.
 */
const TABLE_MIN_WIDTH = 560;
/** A code or remark cut with an ellipsis (its whole text in a tooltip) beyond this width. */
const CODE = { maxWidth: 180 } as const;

/** Who took a material out, and why. */
const unboundWhy = (row: Material) => [row.unboundBy?.name, row.unbindReason].filter(Boolean).join(' · ');

/** A time kept on one line. */
const at = (time: string | null | undefined) =>
  time ? (
    <Typography.Text type="secondary" style={ONE_LINE}>
      {timeText(time)}
    </Typography.Text>
  ) : null;

/** Two headers of one stacked column. */
const pair = (first: string, second: string) => `${first} / ${second}`;

/** A cell's main line and, under it in grey, what else belongs to it (blanks left out). */
function Lines({ main, more }: { main: ReactNode; more: ReactNode[] }) {
  return (
    <>
      <div>{main}</div>
      {more.filter(Boolean).map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a column's lines are fixed, their place names them
        <div key={index}>
          {typeof line === 'string' ? <Typography.Text type="secondary">{line}</Typography.Text> : line}
        </div>
      ))}
    </>
  );
}

/** A code on one line, cut with an ellipsis beyond {@link CODE} (`children`: how to show it, a link say). */
function Code({
  value,
  children,
  struck,
}: {
  value: string | null | undefined;
  children?: ReactNode;
  struck?: boolean;
}) {
  if (!value) return <>{children ?? '—'}</>;
  return (
    <Typography.Text delete={struck} type={struck ? 'secondary' : undefined} ellipsis={{ tooltip: value }} style={CODE}>
      {children ?? value}
    </Typography.Text>
  );
}

/**
 * Product trace (spec 001 §2): a serial's whole history on one screen — the order and the unit's
 * state, every scan in time order (steps passed, failures, repairs, passes after repair, packing),
 * the materials and lots built in, the box and carrier, defects and repairs — and its export.
 */
/** A workstation as the trace names it: code and name, and the line it stood on. */
function stationAt(station: CodedRef | null, line: CodedRef | null): string | null {
  if (!station) return null;
  const named = `${station.code} ${station.name}`;
  return line ? `${named} (${line.name || line.code})` : named;
}

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

  const materialColumns: TableColumnsType<Material> = [
    {
      title: t('trace.material'),
      key: 'material',
      render: (_, row) => <Lines main={<Code value={row.material?.code} />} more={[row.material?.name]} />,
    },
    {
      title: pair(t('trace.barcode'), t('trace.lot')),
      key: 'barcode',
      render: (_, row) => {
        const lot = <Code value={row.lot}>{link('lot', row.lot)}</Code>;
        // A reel's barcode is its lot: one link then.
        const barcode =
          row.barcode === row.lot && !row.unboundAt ? lot : <Code value={row.barcode} struck={!!row.unboundAt} />;
        return <Lines main={barcode} more={[(row.barcode !== row.lot || row.unboundAt) && lot]} />;
      },
    },
    { title: t('trace.step'), key: 'step', render: (_, row) => `${row.stepNo} ${row.process?.name ?? ''}` },
    {
      // Who bound it and when; then, once taken out, when, by whom and why.
      title: pair(t('trace.operator'), t('trace.boundAt')),
      key: 'bound',
      render: (_, row) => (
        <Lines
          main={row.operator?.name ?? none}
          more={[
            at(row.boundAt),
            row.unboundAt && (
              <Space size={4} wrap title={t('trace.unboundAt')}>
                <Tag color="orange">{t('trace.unbound')}</Tag>
                {at(row.unboundAt)}
              </Space>
            ),
            row.unboundAt && (
              <Typography.Text type="secondary" ellipsis={{ tooltip: unboundWhy(row) }} style={CODE}>
                {unboundWhy(row)}
              </Typography.Text>
            ),
          ]}
        />
      ),
    },
  ];

  const repairColumns: TableColumnsType<Repair> = [
    {
      title: pair(t('trace.step'), t('trace.productTrace.failedAt')),
      key: 'failed',
      render: (_, row) => (
        <Lines
          main={`${row.failedStepNo} ${row.failedProcess?.name ?? ''}`}
          more={[row.failedStation?.name, at(row.failedAt)]}
        />
      ),
    },
    {
      title: t('trace.productTrace.phenomenon'),
      key: 'defects',
      render: (_, row) =>
        row.defects.length === 0
          ? none
          : row.defects.map((defect) => (
              <div key={defect.id}>
                {defect.badPhenomenon?.name ?? none}
                {defect.quantity > 1 ? ` ×${defect.quantity}` : ''}
                {defect.defectType ? <Tag style={{ marginInlineStart: 6 }}>{defect.defectType.name}</Tag> : null}
              </div>
            )),
    },
    {
      // What was found and done: the cause (its responsible unit under it), then the solution and remark.
      title: pair(t('trace.productTrace.cause'), t('trace.productTrace.solution')),
      key: 'analysis',
      render: (_, row) => (
        <Lines
          main={row.cause?.name ?? none}
          more={[
            row.responsibleUnit && (
              <Typography.Text type="secondary" title={t('trace.productTrace.responsibleUnit')}>
                {row.responsibleUnit.name}
              </Typography.Text>
            ),
            row.solution && (
              <span title={t('trace.productTrace.solution')}>
                <ArrowRightOutlined style={ARROW_SMALL} />
                {row.solution.name}
              </span>
            ),
            row.remark && (
              <Typography.Text type="secondary" ellipsis={{ tooltip: row.remark }} style={CODE}>
                {row.remark}
              </Typography.Text>
            ),
          ]}
        />
      ),
    },
    {
      title: pair(t('trace.status'), t('trace.productTrace.repairedBy')),
      key: 'status',
      render: (_, row) => (
        <Lines
          main={
            <Tag color={row.status === 'repaired' ? 'green' : row.status === 'scrapped' ? 'red' : 'orange'}>
              {t(`trace.repairStatus.${row.status}`)}
            </Tag>
          }
          more={[stationAt(row.repairStation, row.repairLine), row.repairedBy?.name, at(row.repairedAt)]}
        />
      ),
    },
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
        fallbackName: `trace-${serial}.xlsx`,
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
                          {event.esd && (
                            <Tag data-testid="trace-event-esd">
                              {t('esdFloor.trace', { state: t(`esd.states.${event.esd}`) })}
                            </Tag>
                          )}
                        </Space>
                        <div>
                          <Typography.Text type="secondary">
                            {[stationAt(event.station, event.line), event.operator?.name, event.shift?.name]
                              .filter(Boolean)
                              .join(' · ')}
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
                    scroll={{ x: TABLE_MIN_WIDTH }}
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
                    scroll={{ x: TABLE_MIN_WIDTH }}
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
