import { scanConfigApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeName } from '../../app/crud/code-name';
import { callApi } from '../../app/request';

/** A scan configuration's materials, read-only (the list's expanded row). */
export function ScanMaterialsView({ configId }: { configId: string }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['scan-config-detail', configId],
    queryFn: () => callApi(scanConfigApi.detail, { query: { id: configId } }),
  });
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      loading={detail.isLoading}
      dataSource={detail.data?.materials ?? []}
      locale={{ emptyText: t('bom.scan.noMaterials') }}
      data-testid={`scan-materials-view-${configId}`}
      columns={[
        { title: t('bom.lineNo'), dataIndex: 'lineNo', width: 48 },
        { title: t('bom.material'), render: (_, line) => codeName(line.materialCode, line.materialName) },
        { title: t('bom.scan.expectedCount'), dataIndex: 'expectedCount', align: 'right', width: 110 },
        { title: t('bom.scan.barcodeRule'), render: (_, line) => codeName(line.barcodeRuleCode, line.barcodeRuleName) },
        {
          title: t('bom.scan.mask'),
          dataIndex: 'pattern',
          render: (_, line) => line.pattern && <code>{line.pattern}</code>,
        },
        {
          title: t('bom.scan.reusable'),
          width: 120,
          render: (_, line) => (line.reusable ? <Tag color="blue">{t('bom.yes')}</Tag> : t('bom.no')),
        },
      ]}
    />
  );
}
