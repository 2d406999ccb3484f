import { Permissions, PRODUCT_TYPE_SORT_MAX, type ProductType, productTypeApi } from '@takt/contracts';
import { codeName } from '../../app/crud/code-name';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { materialsCoded, materialsRemark } from './materials-page';

/** Product types: code, name, an optional parent type, sort, remark. */
const productTypes = defineResourcePage<ProductType>({
  api: productTypeApi,
  permissions: Permissions.basics.productType,
  testId: 'product-type',
  settingsKey: 'productTypes',
  texts: {
    title: 'materials.productType.title',
    add: 'materials.productType.add',
    edit: 'materials.productType.editTitle',
  },
  coded: materialsCoded,
  fields: [
    {
      name: 'parentId',
      label: 'materials.productType.parent',
      input: { kind: 'ref', ref: 'productType' },
      column: { search: true },
      render: (row) => codeName(row.parentCode, row.parentName),
    },
    {
      name: 'sort',
      label: 'crud.sort',
      input: { kind: 'number', max: PRODUCT_TYPE_SORT_MAX, precision: 0 },
      initial: 0,
      column: { sort: true, width: 90 },
    },
    materialsRemark,
  ],
});

export default function ProductTypeListPage() {
  return <ResourcePage resource={productTypes} />;
}
