import { type ProColumns, ProForm, ProFormDigit, ProFormTextArea } from '@ant-design/pro-components';
import {
  FACTORY_CODE_MAX,
  FACTORY_CODE_PATTERN,
  FACTORY_DESCRIPTION_MAX,
  FACTORY_NAME_MAX,
  FACTORY_SORT_MAX,
  type Line,
  lineApi,
  lineImportRoutes,
  Permissions,
  type Station,
  stationApi,
  stationImportRoutes,
  type Workshop,
  workshopApi,
  workshopImportRoutes,
} from '@takt/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
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
import {
  type FactoryFormValues,
  type FactoryKind,
  HAS_OWNER,
  PARENT_FIELD,
  toFactoryBody,
  toFactoryFormValues,
} from './factory-form';
import { FactorySelect, UserSelect } from './pickers';
import { StationProcessesModal } from './StationProcessesModal';

type Row = Workshop & Line & Station;

const APIS = { workshop: workshopApi, line: lineApi, station: stationApi } as const;
const IMPORTS = { workshop: workshopImportRoutes, line: lineImportRoutes, station: stationImportRoutes } as const;
const PARENT_NAME = { workshop: 'factoryName', line: 'workshopName', station: 'lineName' } as const;
const PARENT_LABEL = {
  workshop: 'factory.field.factory',
  line: 'factory.field.workshop',
  station: 'factory.field.line',
} as const;

/** The picker of a kind's parent: a factory (workshops), a workshop (lines), a line (workstations). */
function ParentPicker({ kind, ...props }: { kind: FactoryKind; [key: string]: unknown }) {
  if (kind === 'workshop') return <FactorySelect {...props} />;
  return <RefSelect kind={kind === 'line' ? 'workshop' : 'line'} {...props} />;
}

/**
 * Workshops, production lines or workstations (spec 001 §3): organisations of the tree with the
 * factory's own fields. One page shape for the three kinds; the menu pages pass their kind.
 */
export function FactoryListPage({ kind }: { kind: FactoryKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const table = useAdminTable();
  const editing = useEditing<Row>();
  const rules = useFieldRules();
  const [configuring, setConfiguring] = useState<Station | null>(null);
  const api = APIS[kind];
  const P = Permissions.basics[kind];
  const hasOwner = HAS_OWNER[kind];

  /** Saved on this page: the organisation tree and every picker may show it differently now. */
  const changed = async (text: string) => {
    await queryClient.invalidateQueries({ queryKey: ['org'] });
    await queryClient.invalidateQueries({ queryKey: ['ref-options'] });
    table.changed(text);
  };
  const actions = useRowActions(changed);
  const [filters, setFilters] = useState<Record<string, unknown>>({});

  const parentLabel = t(PARENT_LABEL[kind]);
  const ownerLabel = t('factory.field.owner');
  const descriptionLabel = t('factory.field.description');
  const createdAt = useCreatedAtColumn<Row>();
  const searchOnly = (title: string, dataIndex: string, picker: ReactNode): ProColumns<Row> => ({
    title,
    dataIndex,
    hideInTable: true,
    renderFormItem: () => picker,
  });

  const columns: ProColumns<Row>[] = [
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('crud.name'), dataIndex: 'name', sorter: true },
    { title: parentLabel, dataIndex: PARENT_NAME[kind], search: false },
    searchOnly(parentLabel, PARENT_FIELD[kind], <ParentPicker kind={kind} />),
    ...(kind === 'station'
      ? [searchOnly(t('factory.field.workshop'), 'workshopId', <RefSelect kind="workshop" />)]
      : []),
    ...(hasOwner
      ? [
          { title: ownerLabel, dataIndex: 'ownerName', search: false } as ProColumns<Row>,
          searchOnly(ownerLabel, 'ownerId', <UserSelect />),
        ]
      : []),
    ...(kind === 'station'
      ? [
          {
            title: t('factory.station.processes'),
            dataIndex: 'processes',
            search: false,
            render: (_: unknown, row: Row) =>
              row.processes.length === 0 ? (
                '-'
              ) : (
                <Space size={[0, 4]} wrap>
                  {row.processes.map((process) => (
                    <Tag key={process.id} title={process.name}>
                      {process.code}
                    </Tag>
                  ))}
                </Space>
              ),
          } as ProColumns<Row>,
          {
            title: t('factory.station.servedLines'),
            dataIndex: 'servedLines',
            search: false,
            responsive: ['lg'],
            render: (_: unknown, row: Row) =>
              row.servedLines.length === 0 ? '-' : row.servedLines.map((line) => line.code).join(', '),
          } as ProColumns<Row>,
        ]
      : []),
    { title: descriptionLabel, dataIndex: 'description', search: false, ellipsis: true, responsive: ['lg'] },
    { title: t('crud.sort'), dataIndex: 'sort', sorter: true, search: false, width: 90 },
    createdAt,
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: kind === 'station' ? 200 : 140,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            actions.edit(P.edit, () => editing.startEdit(row)),
            ...(kind === 'station'
              ? [
                  {
                    key: 'processes',
                    label: t('factory.station.configProcess'),
                    permission: Permissions.basics.station.configProcess,
                    onClick: () => setConfiguring(row),
                  },
                ]
              : []),
            actions.remove({
              permission: P.delete,
              name: `${row.code} ${row.name}`,
              run: () => callApi(api.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  const exportButton = (
    <ExportButton
      key="export"
      route={api.export}
      permission={P.export}
      query={() => filters}
      fallbackName={`${kind}s.xlsx`}
      testId={`${kind}-export`}
    />
  );

  return (
    <>
      <AdminTable
        pageRoute={api.page}
        tableRef={table.ref}
        settingsKey={`factory-${kind}`}
        headerTitle={t(`factory.${kind}.title`)}
        columns={columns as never}
        toQuery={(query) => {
          const { pageNo, pageSize, sortField, sortOrder, ...rest } = query;
          setFilters(rest);
          return query;
        }}
        toolButtons={[
          <SheetImportButton
            key="import"
            routes={IMPORTS[kind]}
            templateName={`${kind}s-template.xlsx`}
            onImported={() => void changed(t('crud.saved'))}
            testId={`${kind}-import`}
          />,
          ...(exportButton ? [exportButton] : []),
        ]}
        add={{ permission: P.add, label: t(`factory.${kind}.add`), testId: `${kind}-add`, onClick: editing.startAdd }}
      />
      <EditModalForm<FactoryFormValues, Row>
        editing={editing}
        addTitle={t(`factory.${kind}.add`)}
        editTitle={t(`factory.${kind}.editTitle`)}
        initialValues={editing.row ? toFactoryFormValues(kind, editing.row) : { sort: 0 }}
        save={(values, row) => {
          const body = toFactoryBody(kind, values);
          return row
            ? callApi(api.edit as typeof workshopApi.edit, { body: { id: row.id, ...body } as never })
            : callApi(api.add as typeof workshopApi.add, { body: body as never });
        }}
        onSaved={changed}
      >
        <NameCodeFields
          testIdPrefix={kind}
          nameMax={FACTORY_NAME_MAX}
          codeMax={FACTORY_CODE_MAX}
          codePattern={FACTORY_CODE_PATTERN}
        />
        <ProForm.Item
          name="parentId"
          label={parentLabel}
          rules={[rules.requiredChoice(parentLabel)]}
          style={{ width: '100%', paddingInline: 8 }}
        >
          <ParentPicker kind={kind} data-testid={`${kind}-parent`} />
        </ProForm.Item>
        {kind === 'station' && (
          <ProForm.Item
            name="servedLineIds"
            label={t('factory.station.servedLines')}
            extra={t('factory.station.servedLinesHelp')}
            style={{ width: '100%', paddingInline: 8 }}
          >
            <RefSelect kind="line" multiple data-testid="station-served-lines" />
          </ProForm.Item>
        )}
        {hasOwner && (
          <ProForm.Item name="ownerId" label={ownerLabel} style={{ width: '100%', paddingInline: 8 }}>
            <UserSelect currentName={editing.row?.ownerName} data-testid={`${kind}-owner`} />
          </ProForm.Item>
        )}
        <ProFormDigit
          name="sort"
          label={t('crud.sort')}
          min={0}
          max={FACTORY_SORT_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
        />
        <ProFormTextArea
          name="description"
          label={descriptionLabel}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: FACTORY_DESCRIPTION_MAX, showCount: true }}
          rules={[rules.tooLong(descriptionLabel, FACTORY_DESCRIPTION_MAX)]}
        />
      </EditModalForm>
      {configuring && (
        <StationProcessesModal station={configuring} onClose={() => setConfiguring(null)} onSaved={changed} />
      )}
    </>
  );
}
