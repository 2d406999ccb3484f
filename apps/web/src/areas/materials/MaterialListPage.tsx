import {
  MATERIAL_ATTRIBUTES,
  MATERIAL_TYPES,
  type Material,
  materialApi,
  materialImportRoutes,
  Permissions,
  SAFETY_STOCK_MAX,
  UNIT_PRECISION_MAX,
} from '@takt/contracts';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { fitsPrecision, materialsCoded, materialsRemark, specField, unitField } from './materials-page';

/** Spec 001 §3 materials: code, name, spec, type, attribute, unit, safety stock; detail, import, export. */
const materials = defineResourcePage<Material>({
  api: materialApi,
  permissions: Permissions.basics.material,
  importRoutes: materialImportRoutes,
  testId: 'material',
  settingsKey: 'materials',
  texts: {
    title: 'materials.material.title',
    add: 'materials.material.add',
    edit: 'materials.material.editTitle',
    detail: 'materials.material.detailTitle',
  },
  coded: materialsCoded,
  detail: true,
  fields: [
    specField(),
    {
      name: 'type',
      label: 'materials.material.type',
      options: { values: MATERIAL_TYPES, texts: 'materials.material.types' },
      input: { kind: 'enum', required: true },
      initial: 'raw',
      column: { sort: true, search: true },
    },
    {
      name: 'attribute',
      label: 'materials.material.attribute',
      options: { values: MATERIAL_ATTRIBUTES, texts: 'materials.material.attributes' },
      input: { kind: 'enum', required: true },
      initial: 'purchased',
      column: { sort: true, search: true },
    },
    unitField(),
    {
      name: 'safetyStock',
      label: 'materials.material.safetyStock',
      input: { kind: 'number', max: SAFETY_STOCK_MAX },
      initial: 0,
      column: { sort: true, align: 'right' },
      render: (row) => row.safetyStock.toFixed(row.unitPrecision),
      // The unit's precision is known for the row's own unit; the server checks any unit.
      rules: (row, t) => [
        ({ getFieldValue }) => ({
          validator: async (_, value: number | null) => {
            if (row && getFieldValue('unitId') === row.unitId && !fitsPrecision(value, row.unitPrecision))
              throw new Error(t('materials.decimals', { unit: row.unitCode, precision: row.unitPrecision }));
            if (!fitsPrecision(value, UNIT_PRECISION_MAX))
              throw new Error(t('materials.decimals', { unit: '', precision: UNIT_PRECISION_MAX }));
          },
        }),
      ],
    },
    materialsRemark,
  ],
});

export default function MaterialListPage() {
  return <ResourcePage resource={materials} />;
}
