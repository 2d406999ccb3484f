import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { codeName } from '../../app/crud/code-name';
import { RefSelect } from '../../app/crud/RefSelect';

type ProductProcessRow = { productCode: string; productName: string; processCode: string; processName: string };

/** Product and process columns (with their pickers as filters) of the scan-configuration tables. */
export function useProductProcessColumns<T extends ProductProcessRow>(): ProColumns<T>[] {
  const { t } = useTranslation();
  return [
    {
      title: t('bom.product'),
      dataIndex: 'productId',
      render: (_, row) => codeName(row.productCode, row.productName),
      renderFormItem: () => <RefSelect kind="product" />,
    },
    {
      title: t('bom.scan.process'),
      dataIndex: 'processId',
      render: (_, row) => codeName(row.processCode, row.processName),
      renderFormItem: () => <RefSelect kind="process" />,
    },
    {
      title: t('bom.material'),
      dataIndex: 'materialId',
      hideInTable: true,
      renderFormItem: () => <RefSelect kind="material" />,
    },
  ];
}
