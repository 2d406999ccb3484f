import { type ProColumns, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import {
  LABEL_DPIS,
  LABEL_PAPER_MAX_MM,
  LABEL_PAPER_MIN_MM,
  Permissions,
  PRINT_TEMPLATE_CODE_MAX,
  PRINT_TEMPLATE_CODE_PATTERN,
  PRINT_TEMPLATE_NAME_MAX,
  PRINT_TEMPLATE_REMARK_MAX,
  PRINT_TEMPLATE_TYPES,
  PRINTER_ADDRESS_MAX,
  PRINTER_ADDRESS_PATTERN,
  type PrintTemplate,
  type PrintTemplateType,
  printTemplateApi,
} from '@takt/contracts';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { useRowActions } from '../../app/crud/row-actions';
import { callApi } from '../../app/request';
import { CopyTemplateModal } from './CopyTemplateModal';
import { PrintLabelsModal } from './PrintLabelsModal';

const P = Permissions.basics.printTemplate;

interface TemplateFormValues extends Record<string, unknown> {
  name: string;
  code: string;
  type: PrintTemplateType;
  paperWidth: number;
  paperHeight: number;
  dpi: 203 | 300 | 600;
  printerAddress?: string | null;
  remark?: string | null;
}

/** Print templates (spec 001 §3: name, type, design, paper size in mm), with the designer and printing. */
export default function PrintTemplateListPage() {
  const { t } = useTranslation();
  const can = useAccess();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const table = useAdminTable();
  const editing = useEditing<PrintTemplate>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const [printing, setPrinting] = useState<PrintTemplate | null>(null);
  const [copying, setCopying] = useState<PrintTemplate | null>(null);
  const createdAt = useCreatedAtColumn<PrintTemplate>();

  const openDesigner = (row: PrintTemplate) => void navigate(`${pathname.replace(/\/$/, '')}/designer?id=${row.id}`);
  const typeEnum = Object.fromEntries(PRINT_TEMPLATE_TYPES.map((type) => [type, { text: t(`labels.type.${type}`) }]));
  const remarkLabel = t('crud.remark');
  const printerLabel = t('labels.template.printer');

  const columns: ProColumns<PrintTemplate>[] = [
    {
      title: t('crud.name'),
      dataIndex: 'name',
      sorter: true,
      render: (_, row) =>
        can(P.design) ? (
          <Typography.Link onClick={() => openDesigner(row)} data-testid={`print-template-${row.code}`}>
            {row.name}
          </Typography.Link>
        ) : (
          row.name
        ),
    },
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    {
      title: t('labels.template.type'),
      dataIndex: 'type',
      sorter: true,
      valueType: 'select',
      valueEnum: typeEnum,
      width: 110,
    },
    {
      title: t('labels.template.paper'),
      dataIndex: 'paperWidth',
      search: false,
      width: 120,
      render: (_, row) => `${row.paperWidth} × ${row.paperHeight} mm`,
    },
    {
      title: t('labels.template.elements'),
      dataIndex: 'design',
      search: false,
      width: 90,
      render: (_, row) => row.design.elements.length,
    },
    {
      title: printerLabel,
      dataIndex: 'printerAddress',
      search: false,
      responsive: ['lg'],
      render: (_, row) => (row.printerAddress ? `${row.printerAddress} · ${row.dpi} dpi` : `— · ${row.dpi} dpi`),
    },
    { title: remarkLabel, dataIndex: 'remark', search: false, ellipsis: true, responsive: ['xl'] },
    createdAt,
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 200,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            {
              key: 'design',
              label: t('labels.template.design'),
              permission: P.design,
              onClick: () => openDesigner(row),
            },
            { key: 'print', label: t('labels.template.print'), permission: P.print, onClick: () => setPrinting(row) },
            actions.edit(P.edit, () => editing.startEdit(row)),
            { key: 'copy', label: t('labels.template.copy'), permission: P.copy, onClick: () => setCopying(row) },
            actions.remove({
              permission: P.delete,
              name: row.name,
              run: () => callApi(printTemplateApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <AdminTable
        pageRoute={printTemplateApi.page}
        tableRef={table.ref}
        settingsKey="print-templates"
        headerTitle={t('labels.template.title')}
        columns={columns}
        add={{
          permission: P.add,
          label: t('labels.template.add'),
          testId: 'print-template-add',
          onClick: editing.startAdd,
        }}
      />
      <EditModalForm<TemplateFormValues, PrintTemplate>
        editing={editing}
        addTitle={t('labels.template.add')}
        editTitle={t('labels.template.editTitle')}
        initialValues={
          editing.row ? { ...editing.row } : { type: 'product', paperWidth: 60, paperHeight: 40, dpi: 203 }
        }
        save={(values, row) => {
          const body = {
            name: values.name.trim(),
            code: values.code.trim(),
            type: values.type,
            paperWidth: values.paperWidth,
            paperHeight: values.paperHeight,
            dpi: values.dpi,
            printerAddress: values.printerAddress?.trim() || null,
            remark: values.remark?.trim() || null,
          };
          return row
            ? callApi(printTemplateApi.edit, { body: { id: row.id, ...body } })
            : callApi(printTemplateApi.add, { body });
        }}
        onSaved={table.changed}
      >
        <NameCodeFields
          testIdPrefix="print-template"
          nameMax={PRINT_TEMPLATE_NAME_MAX}
          codeMax={PRINT_TEMPLATE_CODE_MAX}
          codePattern={PRINT_TEMPLATE_CODE_PATTERN}
        />
        <ProFormSelect
          name="type"
          label={t('labels.template.type')}
          colProps={{ xs: 24, sm: 12 }}
          valueEnum={typeEnum}
          allowClear={false}
          rules={[rules.requiredChoice(t('labels.template.type'))]}
        />
        <ProFormSelect
          name="dpi"
          label={t('labels.template.dpi')}
          colProps={{ xs: 24, sm: 12 }}
          options={LABEL_DPIS.map((dpi) => ({ value: dpi, label: `${dpi} dpi` }))}
          allowClear={false}
          tooltip={t('labels.template.dpiHelp')}
        />
        <ProFormDigit
          name="paperWidth"
          label={t('labels.template.paperWidth')}
          min={LABEL_PAPER_MIN_MM}
          max={LABEL_PAPER_MAX_MM}
          fieldProps={{ precision: 1, addonAfter: 'mm', 'data-testid': 'print-template-width' } as object}
          colProps={{ xs: 24, sm: 12 }}
          rules={[rules.requiredChoice(t('labels.template.paperWidth'))]}
        />
        <ProFormDigit
          name="paperHeight"
          label={t('labels.template.paperHeight')}
          min={LABEL_PAPER_MIN_MM}
          max={LABEL_PAPER_MAX_MM}
          fieldProps={{ precision: 1, addonAfter: 'mm', 'data-testid': 'print-template-height' } as object}
          colProps={{ xs: 24, sm: 12 }}
          rules={[rules.requiredChoice(t('labels.template.paperHeight'))]}
        />
        <ProFormText
          name="printerAddress"
          label={printerLabel}
          tooltip={t('labels.template.printerHelp')}
          placeholder="192.168.1.50:9100"
          colProps={{ span: 24 }}
          rules={[
            rules.tooLong(printerLabel, PRINTER_ADDRESS_MAX),
            rules.pattern(printerLabel, PRINTER_ADDRESS_PATTERN),
          ]}
        />
        <ProFormTextArea
          name="remark"
          label={remarkLabel}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: PRINT_TEMPLATE_REMARK_MAX, showCount: true }}
          rules={[rules.tooLong(remarkLabel, PRINT_TEMPLATE_REMARK_MAX)]}
        />
      </EditModalForm>
      {printing && <PrintLabelsModal template={printing} onClose={() => setPrinting(null)} />}
      {copying && (
        <CopyTemplateModal
          template={copying}
          onClose={() => setCopying(null)}
          onCopied={() => {
            setCopying(null);
            table.changed(t('crud.saved'));
          }}
        />
      )}
    </>
  );
}
