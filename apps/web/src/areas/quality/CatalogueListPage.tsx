import { type ProColumns, ProFormText } from '@ant-design/pro-components';
import {
  QUALITY_CODE_MAX,
  QUALITY_CODE_PATTERN,
  QUALITY_NAME_MAX,
  QUALITY_REMARK_MAX,
  type RouteDef,
  type SheetImportRoutes,
} from '@takt/contracts';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { ExportButton } from '../../app/crud/ExportButton';
import { useFieldRules } from '../../app/crud/field-rules';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { useRowActions } from '../../app/crud/row-actions';
import { SheetImportButton } from '../../app/crud/SheetImportButton';
import { listFilters } from '../../app/crud/table-request';
import { callApi } from '../../app/request';
import { codedBody, type FormValues, textOrNull } from './catalogue-form';

/** The columns every catalogue record has. */
export interface CatalogueRow extends Record<string, unknown> {
  id: string;
  code: string;
  name: string;
  createdAt: string;
}

export type CatalogueSection = 'defectType' | 'badPhenomenon' | 'defectCause' | 'responsibleUnit' | 'solution';

type PageRoute = RouteDef & { readonly response: unknown };

export interface CatalogueListPageProps<R extends CatalogueRow> {
  /** Locale texts `quality.pages.<section>.title|add|edit`; also the test ids (`<section>-add`, `<section>-name`…). */
  section: CatalogueSection;
  routes: { page: PageRoute; add: RouteDef; edit: RouteDef; delete: RouteDef; export?: RouteDef };
  permissions: { add: string; edit: string; delete: string; export?: string };
  /** The catalogue's own columns (between the name and the remark). */
  columns: ProColumns<R>[];
  /** The catalogue's own form fields (after code and name). */
  fields: ReactNode;
  /** Its own fields of the add/edit body from the form values. */
  toBody: (values: FormValues) => Record<string, unknown>;
  /** Its own form values of a record being edited (default: the row as it is). */
  toValues?: (row: R) => FormValues;
  /** Form values of a new record. */
  defaults?: FormValues;
  /** Whether the record has a remark (column and field); default yes. */
  remark?: boolean;
  /** An export file's name when the browser is not told one. */
  exportName?: string;
  /** Import from .xls/.xlsx (the lead's import kit), when the catalogue has one. */
  importRoutes?: SheetImportRoutes;
}

/**
 * The list page of one quality catalogue: code, name, its own columns, remark and created time;
 * server paging, sorting and filters; add/edit dialog with code and name plus its own fields;
 * delete (refused with the server's "in use by" message); an export when the catalogue has one.
 */
export function CatalogueListPage<R extends CatalogueRow>({
  section,
  routes,
  permissions: P,
  columns: own,
  fields,
  toBody,
  toValues,
  defaults = {},
  remark = true,
  exportName,
  importRoutes,
}: CatalogueListPageProps<R>) {
  const { t } = useTranslation();
  const table = useAdminTable();
  const editing = useEditing<R>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const createdAt = useCreatedAtColumn<R>();
  const lastQuery = useRef<Record<string, unknown>>({});
  const remarkLabel = t('crud.remark');
  const texts = {
    title: t(`quality.pages.${section}.title` as 'quality.pages.solution.title'),
    add: t(`quality.pages.${section}.add` as 'quality.pages.solution.add'),
    edit: t(`quality.pages.${section}.edit` as 'quality.pages.solution.edit'),
  };

  const columns: ProColumns<R>[] = [
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('crud.name'), dataIndex: 'name', sorter: true },
    ...own,
    ...(remark
      ? [
          {
            title: remarkLabel,
            dataIndex: 'remark',
            search: false,
            ellipsis: true,
            responsive: ['xxl'],
          } as ProColumns<R>,
        ]
      : []),
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
              run: () => callApi(routes.delete as never, { body: { id: row.id } } as never),
            }),
          ]}
        />
      ),
    },
  ];

  const exportButton = routes.export && P.export && (
    <ExportButton
      key="export"
      route={routes.export}
      permission={P.export}
      query={() => listFilters(lastQuery.current)}
      fallbackName={exportName ?? `${section}.xlsx`}
      testId={`${section}-export`}
    />
  );

  return (
    <>
      <AdminTable
        pageRoute={routes.page}
        tableRef={table.ref}
        settingsKey={`quality-${section}`}
        headerTitle={texts.title}
        columns={columns as never}
        toQuery={(query) => {
          lastQuery.current = query;
          return query;
        }}
        toolButtons={[
          importRoutes && (
            <SheetImportButton
              key="import"
              routes={importRoutes}
              templateName={`${section}-template.xlsx`}
              onImported={table.reload}
              testId={`${section}-import`}
            />
          ),
          exportButton,
        ]}
        add={{ permission: P.add, label: texts.add, testId: `${section}-add`, onClick: editing.startAdd }}
      />
      <EditModalForm<FormValues, R>
        editing={editing}
        addTitle={texts.add}
        editTitle={texts.edit}
        initialValues={editing.row ? (toValues?.(editing.row) ?? { ...editing.row }) : defaults}
        save={(values, row) => {
          const body = {
            ...codedBody(values),
            ...toBody(values),
            ...(remark ? { remark: textOrNull(values.remark) } : {}),
          };
          return row
            ? callApi(routes.edit as never, { body: { id: row.id, ...body } } as never)
            : callApi(routes.add as never, { body } as never);
        }}
        onSaved={table.changed}
      >
        <NameCodeFields
          testIdPrefix={section}
          nameMax={QUALITY_NAME_MAX}
          codeMax={QUALITY_CODE_MAX}
          codePattern={QUALITY_CODE_PATTERN}
        />
        {fields}
        {remark && (
          <ProFormText
            name="remark"
            label={remarkLabel}
            colProps={{ span: 24 }}
            fieldProps={
              { maxLength: QUALITY_REMARK_MAX, showCount: true, 'data-testid': `${section}-remark` } as object
            }
            rules={[rules.tooLong(remarkLabel, QUALITY_REMARK_MAX)]}
          />
        )}
      </EditModalForm>
    </>
  );
}
