import { type ProColumns, ProForm, ProFormSelect, ProFormSwitch, ProFormTextArea } from '@ant-design/pro-components';
import {
  type Language,
  Permissions,
  PROCESS_CODE_MAX,
  PROCESS_CODE_PATTERN,
  PROCESS_NAME_MAX,
  PROCESS_REMARK_MAX,
  PROCESS_TYPES,
  type Process,
  type ProcessType,
  processApi,
  processImportRoutes,
} from '@takt/contracts';
import { Col, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { ExportButton } from '../../app/crud/ExportButton';
import { useFieldRules } from '../../app/crud/field-rules';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { RefSelect } from '../../app/crud/RefSelect';
import { useRowActions } from '../../app/crud/row-actions';
import { SheetImportButton } from '../../app/crud/SheetImportButton';
import { callApi } from '../../app/request';
import { processTypeColor, processTypeLabel } from './process-types';

const P = Permissions.basics.process;

interface ProcessFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  type: ProcessType;
  counting: boolean;
  completion: boolean;
  mandatoryScan: boolean;
  returnProcessId?: string | null;
  remark?: string | null;
}

/** Processes (spec 001 §3: code, name, type, counting, completion, mandatory scan, return process after repair). */
export default function ProcessListPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const table = useAdminTable();
  const editing = useEditing<Process>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const createdAt = useCreatedAtColumn<Process>();

  const yesNo = { true: { text: t('processes.yes') }, false: { text: t('processes.no') } };
  const flag = (value: boolean) =>
    value ? <Tag color="green">{t('processes.yes')}</Tag> : <Tag>{t('processes.no')}</Tag>;
  const typeOptions = PROCESS_TYPES.map((type) => ({ value: type, label: processTypeLabel(type, language) }));
  const remarkLabel = t('crud.remark');

  const columns: ProColumns<Process>[] = [
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true, fixed: 'left' },
    { title: t('crud.name'), dataIndex: 'name', sorter: true },
    {
      title: t('processes.process.type'),
      dataIndex: 'type',
      sorter: true,
      valueType: 'select',
      valueEnum: Object.fromEntries(typeOptions.map((option) => [option.value, { text: option.label }])),
      render: (_, row) => <Tag color={processTypeColor(row.type)}>{processTypeLabel(row.type, language)}</Tag>,
    },
    {
      title: t('processes.process.counting'),
      dataIndex: 'counting',
      valueType: 'select',
      valueEnum: yesNo,
      render: (_, row) => flag(row.counting),
    },
    {
      title: t('processes.process.completion'),
      dataIndex: 'completion',
      valueType: 'select',
      valueEnum: yesNo,
      render: (_, row) => flag(row.completion),
    },
    {
      title: t('processes.process.mandatoryScan'),
      dataIndex: 'mandatoryScan',
      valueType: 'select',
      valueEnum: yesNo,
      render: (_, row) => flag(row.mandatoryScan),
    },
    {
      title: t('processes.process.returnProcess'),
      dataIndex: 'returnProcessCode',
      search: false,
      render: (_, row) => (row.returnProcessCode ? `${row.returnProcessCode} ${row.returnProcessName ?? ''}` : '-'),
    },
    { title: remarkLabel, dataIndex: 'remark', search: false, ellipsis: true, responsive: ['lg'] },
    createdAt,
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 140,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            actions.edit(P.edit, () => editing.startEdit(row)),
            actions.remove({
              permission: P.delete,
              name: `${row.code} ${row.name}`,
              run: () => callApi(processApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  const exportButton = (
    <ExportButton
      key="export"
      route={processApi.export}
      permission={P.export}
      query={() => filters}
      fallbackName="processes.xlsx"
      testId="process-export"
    />
  );

  return (
    <>
      <AdminTable
        pageRoute={processApi.page}
        tableRef={table.ref}
        settingsKey="processes"
        headerTitle={t('processes.process.title')}
        columns={columns}
        toQuery={(query) => {
          const { pageNo, pageSize, sortField, sortOrder, ...rest } = query;
          setFilters(rest);
          return query;
        }}
        toolButtons={[
          <SheetImportButton
            key="import"
            routes={processImportRoutes}
            templateName="processes-template.xlsx"
            onImported={table.reload}
            testId="process-import"
          />,
          ...(exportButton ? [exportButton] : []),
        ]}
        add={{ permission: P.add, label: t('processes.process.add'), testId: 'process-add', onClick: editing.startAdd }}
      />
      <EditModalForm<ProcessFormValues, Process>
        editing={editing}
        addTitle={t('processes.process.add')}
        editTitle={t('processes.process.editTitle')}
        initialValues={
          editing.row
            ? { ...editing.row }
            : { type: 'normal', counting: false, completion: false, mandatoryScan: true, returnProcessId: null }
        }
        save={(values, row) => {
          const body = {
            code: values.code.trim(),
            name: values.name.trim(),
            type: values.type,
            counting: Boolean(values.counting),
            completion: Boolean(values.completion),
            mandatoryScan: Boolean(values.mandatoryScan),
            returnProcessId: values.returnProcessId || null,
            remark: values.remark?.trim() || null,
          };
          return row ? callApi(processApi.edit, { body: { id: row.id, ...body } }) : callApi(processApi.add, { body });
        }}
        onSaved={table.changed}
      >
        <NameCodeFields
          testIdPrefix="process"
          nameMax={PROCESS_NAME_MAX}
          codeMax={PROCESS_CODE_MAX}
          codePattern={PROCESS_CODE_PATTERN}
        />
        <ProFormSelect
          name="type"
          label={t('processes.process.type')}
          options={typeOptions}
          allowClear={false}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ 'data-testid': 'process-type' } as object}
          rules={[rules.requiredChoice(t('processes.process.type'))]}
        />
        <Col xs={24} sm={12}>
          <ProForm.Item
            name="returnProcessId"
            label={t('processes.process.returnProcess')}
            tooltip={t('processes.process.returnProcessHelp')}
          >
            <RefSelect kind="process" data-testid="process-return" />
          </ProForm.Item>
        </Col>
        <ProFormSwitch
          name="counting"
          label={t('processes.process.counting')}
          tooltip={t('processes.process.countingHelp')}
          colProps={{ xs: 8 }}
        />
        <ProFormSwitch
          name="completion"
          label={t('processes.process.completion')}
          tooltip={t('processes.process.completionHelp')}
          colProps={{ xs: 8 }}
        />
        <ProFormSwitch
          name="mandatoryScan"
          label={t('processes.process.mandatoryScan')}
          tooltip={t('processes.process.mandatoryScanHelp')}
          colProps={{ xs: 8 }}
        />
        <ProFormTextArea
          name="remark"
          label={remarkLabel}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: PROCESS_REMARK_MAX, showCount: true }}
          rules={[rules.tooLong(remarkLabel, PROCESS_REMARK_MAX)]}
        />
      </EditModalForm>
    </>
  );
}
