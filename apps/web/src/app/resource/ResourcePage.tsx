import type { ProColumns } from '@ant-design/pro-components';
import type { Usage } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TableAction, TableActions } from '../access/TableActions';
import { AdminTable, useAdminTable } from '../crud/AdminTable';
import { useCreatedAtColumn } from '../crud/columns';
import { DetailDrawer } from '../crud/DetailDrawer';
import { EditModalForm, useEditing } from '../crud/EditModalForm';
import { ExportButton } from '../crud/ExportButton';
import { NameCodeFields } from '../crud/NameCodeFields';
import { useRowActions } from '../crud/row-actions';
import { SheetImportButton } from '../crud/SheetImportButton';
import { listFilters } from '../crud/table-request';
import { callApi } from '../request';
import {
  type ResourcePageDef,
  type ResourcePageHandle,
  resourceBody,
  resourceFormValues,
  type Translate,
} from './resource-def';
import { FieldInputItem, fieldColumn, fieldText } from './resource-fields';

type Row = { id: string; code: string; name: string };
type Call = (route: unknown, input: unknown) => Promise<unknown>;
const call = callApi as unknown as Call;

/**
 * The list page of a declared resource: code, name and the fields' columns with server paging,
 * sorting and search; detail, edit and delete row actions (then the resource's own); import,
 * export and add in the toolbar; the add/edit dialog and the detail drawer from the same fields.
 */
export interface ResourcePageProps<R extends Row> {
  resource: ResourcePageDef<R>;
  /** Row actions of a page with state of its own (a dialog it opens), after the declaration's. */
  rowActions?: ResourcePageDef<R>['rowActions'];
  /** Row actions that come first, before detail and edit (a page's main action: design, print). */
  leadingActions?: ResourcePageDef<R>['rowActions'];
  /** Toolbar buttons of a page with state of its own, before the declaration's. */
  toolButtons?: ResourcePageDef<R>['toolButtons'];
  /** What the page shows beside the list (its dialogs and drawers). */
  children?: ReactNode;
}

export function ResourcePage<R extends Row>({
  resource,
  rowActions: ownActions,
  leadingActions,
  toolButtons: ownButtons,
  children,
}: ResourcePageProps<R>) {
  const { api, permissions: P, texts, testId, fields, coded } = resource;
  const { t: typed } = useTranslation();
  const t = typed as unknown as Translate;
  const table = useAdminTable();
  const changed = (text: string) => {
    table.changed(text);
    void resource.onChanged?.();
  };
  const editing = useEditing<R>();
  const actions = useRowActions(changed);
  const createdAt = useCreatedAtColumn<R>();
  const lastQuery = useRef<Record<string, unknown>>({});
  const [viewing, setViewing] = useState<R | null>(null);
  const detail = useQuery({
    queryKey: [api.detail?.path, viewing?.id],
    queryFn: () => call(api.detail, { query: { id: viewing!.id } }) as Promise<R & { usedBy?: Usage[] }>,
    enabled: viewing !== null && api.detail !== undefined,
  });
  const handle: ResourcePageHandle<R> = {
    t,
    reload: table.reload,
    changed,
    edit: editing.startEdit,
    view: setViewing,
  };

  const rowActions = (row: R): TableAction[] => [
    ...(leadingActions?.(row, handle) ?? []),
    ...(resource.detail && api.detail
      ? [{ key: 'detail', label: t('crud.detail'), permission: P.get, onClick: () => setViewing(row) }]
      : []),
    ...(api.edit && P.edit ? [actions.edit(P.edit, () => editing.startEdit(row))] : []),
    ...(api.delete && P.delete
      ? [
          actions.remove({
            permission: P.delete,
            name: `${row.code} ${row.name}`,
            visible: resource.deletable?.(row) ?? true,
            // A delete route takes the id in its body, or in its query when it declares one.
            run: () => call(api.delete, api.delete?.query ? { query: { id: row.id } } : { body: { id: row.id } }),
          }),
        ]
      : []),
    ...(resource.rowActions?.(row, handle) ?? []),
    ...(ownActions?.(row, handle) ?? []),
  ];

  const columns: ProColumns<R>[] = [
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    {
      title: t(coded.nameTitle ?? 'crud.name'),
      dataIndex: 'name',
      sorter: true,
      ...(coded.renderName ? { render: (_: unknown, row: R) => coded.renderName!(row, t) } : {}),
    },
    ...fields.flatMap((field) => fieldColumn(field, handle) ?? []),
    ...(resource.noCreatedAt ? [] : [createdAt]),
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: resource.detail ? 180 : 140,
      fixed: 'right',
      render: (_, row) => <TableActions actions={rowActions(row)} />,
    },
  ];

  const shown = detail.data;
  return (
    <>
      <AdminTable
        pageRoute={api.page}
        tableRef={table.ref}
        settingsKey={resource.settingsKey}
        headerTitle={resource.headerTitle ?? t(texts.title)}
        columns={columns as never}
        {...(resource.expandable ? { expandable: { expandedRowRender: resource.expandable } } : {})}
        toQuery={(query) => {
          const full = { ...query, ...resource.query };
          lastQuery.current = full;
          return full;
        }}
        toolButtons={[
          ...(ownButtons?.(handle) ?? []),
          ...(resource.toolButtons?.(handle) ?? []),
          resource.importRoutes && (
            <SheetImportButton
              key="import"
              routes={resource.importRoutes}
              templateName={`${testId}-template.xlsx`}
              onImported={table.reload}
              testId={`${testId}-import`}
            />
          ),
          api.export && P.export && (
            <ExportButton
              key="export"
              route={api.export}
              permission={P.export}
              query={() => listFilters(lastQuery.current)}
              fallbackName={`${testId}.xlsx`}
              testId={`${testId}-export`}
            />
          ),
        ]}
        add={
          api.add && P.add
            ? { permission: P.add, label: t(texts.add), testId: `${testId}-add`, onClick: editing.startAdd }
            : undefined
        }
      />
      <EditModalForm<Record<string, unknown>, R>
        editing={editing}
        addTitle={t(texts.add)}
        editTitle={t(texts.edit)}
        {...(resource.formWidth ? { width: resource.formWidth } : {})}
        initialValues={resourceFormValues(resource, editing.row)}
        save={(values, row) => {
          const body = resourceBody(resource, values, row);
          return row ? call(api.edit, { body: { id: row.id, ...body } }) : call(api.add, { body });
        }}
        onSaved={changed}
      >
        <NameCodeFields
          testIdPrefix={testId}
          nameMax={coded.nameMax}
          codeMax={coded.codeMax}
          codePattern={coded.codePattern}
          codeFormat={coded.codeFormat && ((field) => coded.codeFormat!(t, field))}
          codeHelp={coded.codeHelp && t(coded.codeHelp)}
          codeLocked={editing.row !== null && (coded.codeLocked?.(editing.row) ?? false)}
        />
        {fields.map((field) => (
          <FieldInputItem key={field.name} field={field} testId={`${testId}-${field.name}`} row={editing.row} />
        ))}
      </EditModalForm>
      {resource.detail && (
        <DetailDrawer
          title={t(texts.detail ?? texts.title, { code: viewing?.code ?? '' })}
          open={viewing !== null}
          onClose={() => setViewing(null)}
          loading={detail.isLoading}
          testId={`${testId}-detail`}
          usedBy={shown?.usedBy}
          items={
            shown && [
              { key: 'code', label: t('crud.code'), children: shown.code },
              { key: 'name', label: t('crud.name'), children: shown.name },
              ...fields
                .filter((field) => field.detail ?? true)
                .map((field) => ({
                  key: field.name,
                  label: t(field.label),
                  children: fieldText(field, shown, handle),
                })),
            ]
          }
        />
      )}
      {children}
    </>
  );
}
