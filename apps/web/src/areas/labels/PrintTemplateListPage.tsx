import { ProFormSelect } from '@ant-design/pro-components';
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
  printTemplateApi,
} from '@takt/contracts';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAccess } from '../../app/access/use-access';
import { ResourcePage } from '../../app/resource/ResourcePage';
import {
  type CustomFieldProps,
  defineResourcePage,
  type ResourceField,
  type ResourcePageHandle,
  remarkField,
} from '../../app/resource/resource-def';
import { CopyTemplateModal } from './CopyTemplateModal';
import { PrintLabelsModal } from './PrintLabelsModal';

const P = Permissions.basics.printTemplate;

/** Opens a template in the label designer (below the list's own path). */
function useOpenDesigner() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (row: PrintTemplate) => void navigate(`${pathname.replace(/\/$/, '')}/designer?id=${row.id}`);
}

/** The name, a link into the designer for those who may design. */
function DesignerLink({ row }: { row: PrintTemplate }) {
  const can = useAccess();
  const open = useOpenDesigner();
  if (!can(P.design)) return row.name;
  return (
    <Typography.Link onClick={() => open(row)} data-testid={`print-template-${row.code}`}>
      {row.name}
    </Typography.Link>
  );
}

function DpiField({ name, label, help }: CustomFieldProps) {
  return (
    <ProFormSelect
      name={name}
      label={label}
      tooltip={help}
      colProps={{ xs: 24, sm: 12 }}
      options={LABEL_DPIS.map((dpi) => ({ value: dpi, label: `${dpi} dpi` }))}
      allowClear={false}
    />
  );
}

const paper = (name: 'paperWidth' | 'paperHeight'): ResourceField<PrintTemplate> => ({
  name,
  label: `labels.template.${name}`,
  input: { kind: 'number', min: LABEL_PAPER_MIN_MM, max: LABEL_PAPER_MAX_MM, precision: 1, required: true },
  initial: name === 'paperWidth' ? 60 : 40,
  column: false,
  detail: false,
});

/** Print templates (spec 001 §3: name, type, design, paper size in mm), with the designer and printing. */
const templates = defineResourcePage<PrintTemplate>({
  api: printTemplateApi,
  permissions: P,
  testId: 'print-template',
  settingsKey: 'print-templates',
  texts: { title: 'labels.template.title', add: 'labels.template.add', edit: 'labels.template.editTitle' },
  coded: {
    codeMax: PRINT_TEMPLATE_CODE_MAX,
    nameMax: PRINT_TEMPLATE_NAME_MAX,
    codePattern: PRINT_TEMPLATE_CODE_PATTERN,
    renderName: (row) => <DesignerLink row={row} />,
  },
  fields: [
    {
      name: 'type',
      label: 'labels.template.type',
      options: { values: PRINT_TEMPLATE_TYPES, texts: 'labels.type' },
      input: { kind: 'enum', required: true },
      initial: 'product',
      column: { sort: true, search: true, width: 110 },
    },
    {
      name: 'dpi',
      label: 'labels.template.dpi',
      help: 'labels.template.dpiHelp',
      input: { kind: 'custom', Field: DpiField },
      initial: 203,
      column: false,
    },
    paper('paperWidth'),
    paper('paperHeight'),
    {
      name: 'paper',
      label: 'labels.template.paper',
      column: { width: 120 },
      render: (row) => `${row.paperWidth} × ${row.paperHeight} mm`,
    },
    {
      name: 'design',
      label: 'labels.template.elements',
      column: { width: 90 },
      render: (row) => row.design.elements.length,
    },
    {
      name: 'printerAddress',
      label: 'labels.template.printer',
      help: 'labels.template.printerHelp',
      input: { kind: 'text', max: PRINTER_ADDRESS_MAX, pattern: PRINTER_ADDRESS_PATTERN },
      wide: true,
      column: { responsive: ['lg'] },
      render: (row) => `${row.printerAddress ?? '—'} · ${row.dpi} dpi`,
    },
    remarkField(PRINT_TEMPLATE_REMARK_MAX, 2),
  ],
});

export default function PrintTemplateListPage() {
  const { t } = useTranslation();
  const openDesigner = useOpenDesigner();
  const [printing, setPrinting] = useState<PrintTemplate | null>(null);
  const [copying, setCopying] = useState<{ row: PrintTemplate; page: ResourcePageHandle<PrintTemplate> } | null>(null);
  return (
    <ResourcePage
      resource={templates}
      leadingActions={(row) => [
        { key: 'design', label: t('labels.template.design'), permission: P.design, onClick: () => openDesigner(row) },
        { key: 'print', label: t('labels.template.print'), permission: P.print, onClick: () => setPrinting(row) },
      ]}
      rowActions={(row, page) => [
        { key: 'copy', label: t('labels.template.copy'), permission: P.copy, onClick: () => setCopying({ row, page }) },
      ]}
    >
      {printing && <PrintLabelsModal template={printing} onClose={() => setPrinting(null)} />}
      {copying && (
        <CopyTemplateModal
          template={copying.row}
          onClose={() => setCopying(null)}
          onCopied={() => {
            setCopying(null);
            copying.page.changed(t('crud.saved'));
          }}
        />
      )}
    </ResourcePage>
  );
}
