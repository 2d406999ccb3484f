import type { ProColumns } from '@ant-design/pro-components';
import type { Usage } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Grid, Space } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { type TableAction, TableActions } from '../access/TableActions';
import { AdminTable, useAdminTable } from '../crud/AdminTable';
import { shownColumnsWidth, useCreatedAtColumn } from '../crud/columns';
import { DetailDrawer } from '../crud/DetailDrawer';
import { EditModalForm, useEditing } from '../crud/EditModalForm';
import { ExportButton } from '../crud/ExportButton';
import { NameCodeFields } from '../crud/NameCodeFields';
import { useRowActions } from '../crud/row-actions';
import { SheetImportButton } from '../crud/SheetImportButton';
import { listFilters } from '../crud/table-request';
import { useHubEvent } from '../hub/hub-context';
import { callApi } from '../request';
import {
  type CodedRow,
  type ResourcePageDef,
  type ResourcePageHandle,
  type ResourceSelection,
  resourceBody,
  resourceFormValues,
  rowTitle,
  useTranslate,
} from './resource-def';
import { FieldInputItem, fieldColumn, fieldText, recordRangeQuery } from './resource-fields';

type Row = CodedRow;
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
  /** Row selection with actions on the chosen rows (batch actions). */
  selection?: ResourceSelection<R>;
  /** What the page shows beside the list (its dialogs and drawers), maybe given the page's handle (to reload it). */
  children?: ReactNode | ((page: ResourcePageHandle<R>) => ReactNode);
}

/** The selection column's width (counted by a fixed layout). */
const SELECTION_WIDTH = 32;

export function ResourcePage<R extends Row>({
  resource,
  rowActions: ownActions,
  leadingActions,
  toolButtons: ownButtons,
  selection,
  children,
}: ResourcePageProps<R>) {
  const { api, permissions: P, texts, testId, fields, coded } = resource;
  const t = useTranslate();
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
  const [selected, setSelected] = useState<R[]>([]);
  const screens = Grid.useBreakpoint();
  const detail = useQuery({
    queryKey: [api.detail?.path, viewing?.id],
    queryFn: () => call(api.detail, { query: { id: viewing!.id } }) as Promise<R & { usedBy?: Usage[] }>,
    enabled: viewing !== null && api.detail !== undefined && !resource.detailView,
  });
  const handle: ResourcePageHandle<R> = {
    t,
    reload: table.reload,
    changed,
    edit: editing.startEdit,
    view: setViewing,
    clearSelection: () => setSelected([]),
  };
  useHubEvent('RefreshTable', (data) => {
    if (resource.hubTable && (data as { table?: string } | null)?.table === resource.hubTable) table.reload();
  });

  const ordered = (list: TableAction[]): TableAction[] => {
    const order = resource.actionOrder;
    if (!order) return list;
    const rank = (action: TableAction) => (order.includes(action.key) ? order.indexOf(action.key) : order.length);
    return [...list].sort((a, b) => rank(a) - rank(b));
  };
  const rowActions = (row: R): TableAction[] =>
    ordered([
      ...(leadingActions?.(row, handle) ?? []),
      ...(resource.detail && (api.detail || resource.detailView)
        ? [{ key: 'detail', label: t('crud.detail'), permission: P.get, onClick: () => setViewing(row) }]
        : []),
      ...(api.edit && P.edit
        ? [actions.edit(P.edit, () => editing.startEdit(row), resource.editable?.(row) ?? true)]
        : []),
      ...(api.delete && P.delete
        ? [
            actions.remove({
              permission: P.delete,
              name: rowTitle(row),
              visible: resource.deletable?.(row) ?? true,
              confirm: resource.deleteConfirm?.(row, t),
              // A delete route takes the id in its body, or in its query when it declares one.
              run: () => call(api.delete, api.delete?.query ? { query: { id: row.id } } : { body: { id: row.id } }),
            }),
          ]
        : []),
      ...(resource.rowActions?.(row, handle) ?? []),
      ...(ownActions?.(row, handle) ?? []),
    ]);

  const codeColumn = coded.codeColumn;
  // A read-only record list whose one action is Detail needs no room for edit, delete or More.
  const detailOnly = Boolean(resource.detail) && !leadingActions && !(api.edit && P.edit) && !(api.delete && P.delete);
  const defaultActionsWidth = detailOnly ? 100 : resource.detail ? 180 : 140;
  const columns: ProColumns<R>[] = [
    {
      title: t(codeColumn?.title ?? 'crud.code'),
      dataIndex: 'code',
      sorter: true,
      width: codeColumn?.width,
      ...(codeColumn?.fixed ? { fixed: 'left' as const } : {}),
      ...(codeColumn?.render
        ? { render: (_: unknown, row: R) => codeColumn.render!(row, handle) }
        : { copyable: true }),
    },
    ...(coded.name === false
      ? []
      : [
          {
            title: t(coded.nameTitle ?? 'crud.name'),
            dataIndex: 'name',
            sorter: true,
            ...(coded.renderName ? { render: (_: unknown, row: R) => coded.renderName!(row, t) } : {}),
          },
        ]),
    ...fields.flatMap((field) => fieldColumn(field, handle, testId) ?? []),
    ...(resource.noCreatedAt ? [] : [createdAt]),
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: resource.actionsWidth ?? defaultActionsWidth,
      fixed: 'right',
      render: (_, row) => <TableActions actions={rowActions(row)} />,
    },
  ];

  const shown = detail.data;
  const Form = resource.form;
  const DetailView = resource.detailView;
  return (
    <>
      <AdminTable
        pageRoute={api.page}
        tableRef={table.ref}
        settingsKey={resource.settingsKey}
        headerTitle={resource.headerTitle ?? t(texts.title)}
        columns={columns as never}
        {...(resource.expandable ? { expandable: { expandedRowRender: resource.expandable } } : {})}
        {...(resource.fixedLayout
          ? {
              tableLayout: 'fixed' as const,
              scroll: { x: shownColumnsWidth(columns, screens, selection ? SELECTION_WIDTH : 0) },
            }
          : {})}
        {...(selection
          ? {
              rowSelection: {
                selectedRowKeys: selected.map((row) => row.id),
                onChange: (_keys: unknown, rows: (R | undefined)[]) =>
                  setSelected(rows.filter((row) => row !== undefined)),
                preserveSelectedRowKeys: true,
              },
              tableAlertRender: () => selection.alert(selected, t),
              tableAlertOptionRender: ({ onCleanSelected }: { onCleanSelected: () => void }) => (
                <Space wrap>
                  {selection.actions(selected, handle)}
                  <Button type="link" size="small" onClick={onCleanSelected}>
                    {t(selection.clearText)}
                  </Button>
                </Space>
              ),
            }
          : {})}
        toQuery={(query) => {
          const full = { ...recordRangeQuery(fields, query), ...resource.query };
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
              templateName={`${resource.fileName ?? testId}-template.xlsx`}
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
              fallbackName={`${resource.fileName ?? testId}.xlsx`}
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
      {Form ? (
        <Form editing={editing} onSaved={changed} />
      ) : (
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
            nameMax={coded.name === false ? undefined : coded.nameMax}
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
      )}
      {DetailView && <DetailView row={viewing} onClose={() => setViewing(null)} />}
      {resource.detail && !DetailView && (
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
              ...(coded.name === false ? [] : [{ key: 'name', label: t('crud.name'), children: shown.name }]),
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
      {typeof children === 'function' ? children(handle) : children}
    </>
  );
}
