import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { type LotSummary, Permissions, type RecallRow, traceApi, type UnitStatus } from '@takt/contracts';
import { Card, Checkbox, Col, Empty, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../app/crud/RefSelect';
import { type TableParams, type TableSort, toPageQuery, toTableResult } from '../../app/crud/table-request';
import { callApi } from '../../app/request';
import { refText, timeText, UNIT_STATUS_COLORS } from './format';
import { useTraceLinks } from './links';
import { TraceSearchPage, useTraceCode } from './TraceSearchPage';

const P = Permissions.trace.lot;

/**
 * Lot trace and recall (spec 001 §2 "lot"): for a material lot (and optionally one material),
 * every unit built with it, with its order, box, carrier and state; how far it went (units,
 * boxes, carriers, orders); the recall list paged and exported.
 */
export default function LotTracePage() {
  const { t } = useTranslation();
  const links = useTraceLinks();
  const lot = useTraceCode('lot');
  const [materialId, setMaterialId] = useState<string | undefined>();
  const [includeUnbound, setIncludeUnbound] = useState(false);
  const [summary, setSummary] = useState<LotSummary | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another lot clears the previous lot's summary
  useEffect(() => setSummary(null), [lot]);
  const none = t('trace.none');
  const filter = { lot, materialId, includeUnbound: includeUnbound ? ('true' as const) : undefined };

  const columns: ProColumns<RecallRow>[] = [
    {
      title: t('trace.serial'),
      dataIndex: 'serial',
      sorter: true,
      fixed: 'left',
      render: (_, row) =>
        links.can('serial') ? (
          <Typography.Link onClick={() => links.open('serial', row.serial)}>{row.serial}</Typography.Link>
        ) : (
          row.serial
        ),
    },
    {
      title: t('trace.status'),
      dataIndex: 'unitStatus',
      render: (_, row) => (
        <Tag color={UNIT_STATUS_COLORS[row.unitStatus]}>{t(`trace.unitStatus.${row.unitStatus}`)}</Tag>
      ),
    },
    {
      title: t('trace.order'),
      key: 'order',
      render: (_, row) =>
        row.order && links.can('order') ? (
          <Typography.Link onClick={() => links.open('order', row.order!.code)}>{row.order.code}</Typography.Link>
        ) : (
          (row.order?.code ?? none)
        ),
    },
    { title: t('trace.product'), key: 'product', render: (_, row) => refText(row.order?.product) || none },
    { title: t('trace.line'), key: 'line', render: (_, row) => refText(row.order?.line) || none },
    { title: t('trace.box'), dataIndex: 'boxCode', render: (_, row) => row.boxCode ?? none },
    { title: t('trace.carrier'), dataIndex: 'carrierCode', render: (_, row) => row.carrierCode ?? none },
    { title: t('trace.material'), key: 'material', render: (_, row) => refText(row.material) },
    { title: t('trace.barcode'), dataIndex: 'barcode' },
    { title: t('trace.boundAt'), dataIndex: 'boundAt', sorter: true, render: (_, row) => timeText(row.boundAt) },
    {
      title: t('trace.unboundAt'),
      dataIndex: 'unboundAt',
      render: (_, row) => (row.unboundAt ? <Tag color="orange">{timeText(row.unboundAt)}</Tag> : none),
    },
  ];

  const stat = (label: string, value: number | undefined) => (
    <Col xs={12} md={6}>
      <Card size="small">
        <Statistic title={label} value={value ?? 0} />
      </Card>
    </Col>
  );

  return (
    <TraceSearchPage
      title={t('trace.lotTrace.title')}
      param="lot"
      placeholder={t('trace.lotTrace.placeholder')}
      testId="lot-code"
      searchStyle={{ width: 380 }}
      exportButton={{
        route: traceApi.lotExport,
        permission: P.export,
        query: () => filter,
        fallbackName: `recall-${lot}.xlsx`,
        testId: 'lot-export',
        disabled: !lot,
      }}
      filters={
        <>
          <RefSelect
            kind="material"
            allowClear
            size="large"
            placeholder={t('trace.lotTrace.materialFilter')}
            value={materialId}
            onChange={(value) => setMaterialId((value as string | undefined) || undefined)}
            style={{ width: 280 }}
          />
          <Checkbox checked={includeUnbound} onChange={(event) => setIncludeUnbound(event.target.checked)}>
            {t('trace.lotTrace.includeUnbound')}
          </Checkbox>
        </>
      }
    >
      {!lot && <Empty description={t('trace.lotTrace.emptyPrompt')} />}
      {lot && (
        <>
          <Row gutter={[12, 12]} data-testid="lot-summary">
            {stat(t('trace.units'), summary?.units)}
            {stat(t('trace.boxes'), summary?.boxes)}
            {stat(t('trace.carriers'), summary?.carriers)}
            {stat(t('trace.orders'), summary?.orders)}
          </Row>
          {summary && (summary.materials.length > 0 || Object.keys(summary.byStatus).length > 0) && (
            <Space wrap>
              {summary.materials.map((material) => (
                <Tag key={material.id} color="geekblue">
                  {refText(material)}
                </Tag>
              ))}
              {Object.entries(summary.byStatus).map(([status, count]) => (
                <Tag key={status} color={UNIT_STATUS_COLORS[status as keyof typeof UNIT_STATUS_COLORS]}>
                  {t(`trace.unitStatus.${status as UnitStatus}`)}: {count}
                </Tag>
              ))}
            </Space>
          )}
          <ProTable<RecallRow>
            rowKey="id"
            headerTitle={t('trace.lotTrace.recallList')}
            search={false}
            scroll={{ x: 'max-content' }}
            params={filter}
            columnsState={{ persistenceKey: 'takt:table:lot-recall', persistenceType: 'localStorage' }}
            columns={columns}
            data-testid="lot-table"
            request={async (tableParams: TableParams, sort: TableSort) => {
              const query = toPageQuery(tableParams, sort);
              const page = await callApi(traceApi.lotPage, { query: query as never });
              setSummary(page.summary);
              return toTableResult(page);
            }}
          />
        </>
      )}
    </TraceSearchPage>
  );
}
