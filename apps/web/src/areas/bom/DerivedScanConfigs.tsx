import type { ProColumns } from '@ant-design/pro-components';
import { type DerivedScanConfig, scanConfigApi } from '@takt/contracts';
import { Alert, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { codeName } from '../../app/crud/code-name';
import { useProductProcessColumns } from './product-process-columns';

/**
 * The scan configurations derived from BOMs (read-only): per product and process, the enabled
 * BOM's key materials there, in force where no enabled scan configuration is saved for them.
 */
export function DerivedScanConfigs() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const productProcessColumns = useProductProcessColumns<DerivedScanConfig>();
  const columns: ProColumns<DerivedScanConfig>[] = [
    ...productProcessColumns,
    {
      title: t('bom.scan.materials'),
      key: 'materials',
      search: false,
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {row.materials.map((material) => (
            <Tag key={material.materialId}>
              {codeName(material.materialCode, material.materialName)} ×{material.expectedCount}
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: t('bom.scan.expectedScans'), dataIndex: 'expectedScans', search: false, width: 110, align: 'right' },
    {
      title: t('bom.inForce.source'),
      dataIndex: 'bomCode',
      search: false,
      sorter: true,
      render: (_, row) => (
        <Space direction="vertical" size={2}>
          <Tag color="green">{t('bom.inForce.fromBom', { bom: `${row.bomCode} ${row.bomVersion}` })}</Tag>
          {row.disabledConfigCode && (
            <Tag color="default">{t('bom.inForce.disabledConfig', { code: row.disabledConfigCode })}</Tag>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('bom.inForce.derivedHelp')} />
      <AdminTable
        pageRoute={scanConfigApi.derivedPage}
        tableRef={table.ref}
        settingsKey="derived-scan-configs"
        headerTitle={t('bom.inForce.derivedTitle')}
        rowKey={(row) => `${row.bomId}:${row.processId}`}
        columns={columns}
        data-testid="derived-scan-configs"
      />
    </>
  );
}
