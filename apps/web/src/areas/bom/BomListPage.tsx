import { ProFormItem, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import {
  BOM_CODE_MAX,
  BOM_CODE_PATTERN,
  BOM_NAME_MAX,
  BOM_REMARK_MAX,
  BOM_VERSION_MAX,
  type Bom,
  bomApi,
  bomImportRoutes,
  Permissions,
} from '@takt/contracts';
import { Col, Divider, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeName } from '../../app/crud/code-name';
import { useFieldRules } from '../../app/crud/field-rules';
import { RefSelect } from '../../app/crud/RefSelect';
import { callApi } from '../../app/request';
import { type CustomFieldProps, defineResourcePage, remarkField } from '../../app/resource/resource-def';
import { BomLinesField } from './BomLinesField';
import { BomLinesView } from './BomLinesView';
import { type BomLineValues, bomLinesBody } from './bom-form';
import { CopyModal } from './CopyModal';
import { type CopyModalProps, EditCopyResourcePage } from './EditCopyResourcePage';

const P = Permissions.basics.bom;

/** The lines editor, the form's last section (field `lines`). */
function LinesSection({ label }: CustomFieldProps) {
  return (
    <Col span={24}>
      <Divider orientation="left" plain style={{ marginTop: 0 }}>
        {label}
      </Divider>
      <BomLinesField />
    </Col>
  );
}

/**
 * Bills of materials: a header per product and version with its lines (material, quantity per
 * unit, consuming process, designators, key material); one enabled per product. Lines show in the
 * expanded row and are edited in the form's line table. Copy, import and export.
 */
const boms = defineResourcePage<Bom>({
  api: bomApi,
  // Edit is the page's own first action: it opens the form on the BOM's detail (with its lines).
  permissions: { add: P.add, delete: P.delete, export: P.export },
  importRoutes: bomImportRoutes,
  testId: 'bom',
  settingsKey: 'boms',
  texts: { title: 'bom.title', add: 'bom.add', edit: 'bom.editTitle' },
  coded: { codeMax: BOM_CODE_MAX, nameMax: BOM_NAME_MAX, codePattern: BOM_CODE_PATTERN },
  formWidth: 1160,
  expandable: (row) => <BomLinesView bomId={row.id} />,
  fields: [
    {
      name: 'version',
      label: 'bom.version',
      input: { kind: 'text', max: BOM_VERSION_MAX, required: true },
      span: 6,
      initial: 'V1',
      column: { sort: true, width: 90 },
    },
    {
      name: 'productId',
      label: 'bom.product',
      input: { kind: 'ref', ref: 'product', required: true },
      column: { search: true, searchInput: () => <RefSelect kind="product" data-testid="bom-filter-product" /> },
      render: (row) => codeName(row.productCode, row.productName),
    },
    {
      name: 'materialId',
      label: 'bom.material',
      column: { hidden: true, search: true, searchInput: () => <RefSelect kind="material" /> },
    },
    {
      name: 'enabled',
      label: 'bom.enabled',
      help: 'bom.enabledHelp',
      input: { kind: 'switch' },
      span: 6,
      initial: true,
      column: { sort: true, search: true, width: 90 },
      render: (row, t) => (row.enabled ? <Tag color="green">{t('bom.yes')}</Tag> : <Tag>{t('bom.no')}</Tag>),
    },
    { name: 'lineCount', label: 'bom.lineCount', column: { width: 80, align: 'right' } },
    { ...remarkField<Bom>(BOM_REMARK_MAX, 2), column: { ellipsis: true, responsive: ['xl'] } },
    {
      name: 'lines',
      label: 'bom.lines',
      input: { kind: 'custom', Field: LinesSection },
      initial: [],
      column: false,
    },
  ],
  body: (body, values) => ({ ...body, lines: bomLinesBody((values.lines as BomLineValues[] | undefined) ?? []) }),
});

export default function BomListPage() {
  return (
    <EditCopyResourcePage
      resource={boms}
      detail={bomApi.detail}
      permissions={{ edit: P.edit, copy: P.copy }}
      CopyModal={CopyBomModal}
    />
  );
}

/** Copies a BOM with its lines under a new code (and version or product), not enabled unless asked. */
function CopyBomModal(props: CopyModalProps<Bom>) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const bom = props.row;
  const productLabel = t('bom.product');
  const versionLabel = t('bom.version');
  return (
    <CopyModal
      {...props}
      title={t('bom.copyTitle', { code: bom.code })}
      help={t('bom.copyHelp')}
      testIdPrefix="bom-copy"
      limits={{ codeMax: BOM_CODE_MAX, nameMax: BOM_NAME_MAX, codePattern: BOM_CODE_PATTERN }}
      initial={{ version: bom.version, productId: bom.productId, enabled: false }}
      copy={(names, values) =>
        callApi(bomApi.copy, {
          body: {
            id: bom.id,
            ...names,
            version: values.version.trim(),
            productId: values.productId,
            enabled: values.enabled ?? false,
          },
        })
      }
    >
      <ProFormText
        name="version"
        label={versionLabel}
        colProps={{ xs: 24, sm: 12 }}
        fieldProps={{ maxLength: BOM_VERSION_MAX }}
        rules={[rules.required(versionLabel), rules.tooLong(versionLabel, BOM_VERSION_MAX)]}
      />
      <Col xs={24} sm={12}>
        <ProFormItem name="productId" label={productLabel} rules={[rules.requiredChoice(productLabel)]}>
          <RefSelect kind="product" data-testid="bom-copy-product" />
        </ProFormItem>
      </Col>
      <ProFormSwitch name="enabled" label={t('bom.enabled')} tooltip={t('bom.enabledHelp')} colProps={{ span: 24 }} />
    </CopyModal>
  );
}
