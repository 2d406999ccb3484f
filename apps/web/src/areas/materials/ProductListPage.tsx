import { Permissions, type Product, productApi, productImportRoutes } from '@takt/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeName } from '../../app/crud/code-name';
import { GridItem } from '../../app/crud/RefField';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { type CustomFieldProps, defineResourcePage } from '../../app/resource/resource-def';
import { materialsCoded, materialsRemark, specField, unitField } from './materials-page';

/** The work-instruction binding arrives with the work-instruction issue; the form says so. */
function WorkInstructionLater({ label }: CustomFieldProps) {
  const { t } = useTranslation();
  return (
    <GridItem label={label}>
      <Typography.Text type="secondary">{t('materials.product.workInstructionLater')}</Typography.Text>
    </GridItem>
  );
}

/** Spec 001 §3 products: code, name, spec, type, unit, routing; detail, import, export. */
const products = defineResourcePage<Product>({
  api: productApi,
  permissions: Permissions.basics.product,
  importRoutes: productImportRoutes,
  testId: 'product',
  settingsKey: 'products',
  texts: {
    title: 'materials.product.title',
    add: 'materials.product.add',
    edit: 'materials.product.editTitle',
    detail: 'materials.product.detailTitle',
  },
  coded: materialsCoded,
  detail: true,
  fields: [
    specField(),
    unitField(),
    {
      name: 'productTypeId',
      label: 'materials.product.type',
      input: { kind: 'ref', ref: 'productType' },
      column: { search: true },
      render: (row) => codeName(row.productTypeCode, row.productTypeName),
    },
    {
      name: 'routingId',
      label: 'materials.product.routing',
      input: { kind: 'ref', ref: 'routing' },
      column: { search: true },
      render: (row) => codeName(row.routingCode, row.routingName),
    },
    {
      name: 'workInstruction',
      label: 'materials.product.workInstruction',
      input: { kind: 'custom', Field: WorkInstructionLater },
      column: false,
      detail: false,
    },
    materialsRemark,
  ],
  // The placeholder above has nothing to send.
  body: ({ workInstruction: _, ...body }) => body,
});

export default function ProductListPage() {
  return <ResourcePage resource={products} />;
}
