import { bomApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeName } from '../../app/crud/code-name';
import { callApi } from '../../app/request';
import { type LineScan, lineScan } from './bom-form';
import { MaterialUnit } from './MaterialUnit';

/** A BOM's lines, read-only (the list's expanded row), with what the station scans of each. */
export function BomLinesView({ bomId }: { bomId: string }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['bom-detail', bomId],
    queryFn: () => callApi(bomApi.detail, { query: { id: bomId } }),
  });
  const inForce = useQuery({
    queryKey: ['bom-scan-in-force', bomId],
    queryFn: () => callApi(bomApi.scanInForce, { query: { id: bomId } }),
  });
  const scanTag = (scan: LineScan) => {
    if (!scan) return null;
    // Long texts wrap inside the column instead of running under the next one.
    const tag = (color: string | undefined, text: string) => (
      <Tag color={color} style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
        {text}
      </Tag>
    );
    switch (scan.kind) {
      case 'scanned':
        return scan.source === 'bom'
          ? tag('green', t('bom.inForce.derived', { process: scan.process, count: scan.count }))
          : tag('blue', t('bom.inForce.explicit', { process: scan.process, count: scan.count, code: scan.config }));
      case 'notAsked':
        return tag('orange', t('bom.inForce.notAsked', { process: scan.process, code: scan.config }));
      case 'noProcess':
        return tag('red', t('bom.inForce.noProcess'));
      default:
        return tag(undefined, t('bom.inForce.bomDisabled'));
    }
  };
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      loading={detail.isLoading}
      dataSource={detail.data?.lines ?? []}
      locale={{ emptyText: t('bom.noLines') }}
      data-testid={`bom-lines-view-${bomId}`}
      columns={[
        { title: t('bom.lineNo'), dataIndex: 'lineNo', width: 48 },
        { title: t('bom.material'), render: (_, line) => codeName(line.materialCode, line.materialName) },
        { title: t('bom.quantity'), dataIndex: 'quantity', align: 'right', width: 110 },
        { title: t('bom.unit'), width: 64, render: (_, line) => <MaterialUnit materialId={line.materialId} /> },
        { title: t('bom.process'), render: (_, line) => codeName(line.processCode, line.processName) },
        { title: t('bom.designators'), dataIndex: 'designators', ellipsis: true },
        {
          title: t('bom.keyMaterial'),
          width: 120,
          render: (_, line) => (line.keyMaterial ? <Tag color="gold">{t('bom.keyMaterial')}</Tag> : null),
        },
        {
          title: t('bom.inForce.title'),
          key: 'scan',
          width: 260,
          render: (_, line) => (inForce.data ? scanTag(lineScan(line, inForce.data)) : null),
        },
        { title: t('crud.remark'), dataIndex: 'remark', ellipsis: true },
      ]}
    />
  );
}
