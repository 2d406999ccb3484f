import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ParamsType, ProTable, type ProTableProps } from '@ant-design/pro-components';
import type { RouteDef, RouteQuery, RouteResponse } from '@takt/contracts';
import { App, Button } from 'antd';
import { type ReactNode, type RefObject, useCallback, useRef } from 'react';
import { useAccess } from '../access/use-access';
import { TimeZoneNote } from '../components/TimeZoneNote';
import { callApi } from '../request';
import { dateTimeText } from '../time';
import { type PageQuery, toPageQuery, toTableResult } from './table-request';

/** A contracts list route answering one page of rows. */
type PageRoute = RouteDef & { readonly response: unknown };
// biome-ignore lint/suspicious/noExplicitAny: ProTable's own row constraint
type RowOf<D> = RouteResponse<D> extends { rows: (infer T extends Record<string, any>)[] } ? T : never;

export interface AddButton {
  permission: string;
  label: ReactNode;
  testId: string;
  onClick: () => void;
}

export interface AdminTableProps<D extends PageRoute>
  extends Omit<ProTableProps<RowOf<D>, ParamsType>, 'request' | 'actionRef' | 'columnsState' | 'toolBarRender'> {
  /** The list route; the table's paging, sorting and search form become its query. */
  pageRoute: D;
  tableRef: RefObject<ActionType | null>;
  /** Column settings are kept in localStorage under `takt:table:<settingsKey>`. */
  settingsKey: string;
  /** Adds to or reshapes the query before it is sent (e.g. a parent id the page holds). */
  toQuery?: (query: PageQuery & Record<string, unknown>) => Record<string, unknown>;
  /** The primary "Add" button, shown when the user has its permission; it goes last. */
  add?: AddButton;
  /** Further toolbar buttons, before the add button (each decides its own permission). */
  toolButtons?: ReactNode[];
  /** Name the zone times are shown in (the default when a column renders {@link dateTimeText}). */
  showsTimes?: boolean;
}

/**
 * A ProTable over one of our list routes: server paging, sorting and search through
 * toPageQuery/toTableResult, persisted column settings, and the permission-gated add button.
 */
export function AdminTable<D extends PageRoute>({
  pageRoute,
  tableRef,
  settingsKey,
  toQuery,
  add,
  toolButtons = [],
  showsTimes,
  ...tableProps
}: AdminTableProps<D>) {
  const can = useAccess();
  const times = showsTimes ?? tableProps.columns?.some((column) => column.renderText === dateTimeText) ?? false;
  return (
    <ProTable<RowOf<D>, ParamsType>
      rowKey="id"
      // As wide as the screen, each column as wide as its longest word: cells wrap between words
      // rather than pushing columns under the fixed Actions column ('max-content' kept every cell
      // on one line, so long lists scrolled sideways). It still scrolls when the words do not fit.
      scroll={{ x: true }}
      tableLayout="auto"
      search={{ labelWidth: 'auto' }}
      {...tableProps}
      // A code (the copyable column: order, station, material codes…) stays on one line in the
      // auto layout, never broken at its hyphens.
      columns={tableProps.columns?.map((column) =>
        column.copyable ? { ...column, className: `${column.className ?? ''} takt-cell-nowrap`.trim() } : column,
      )}
      actionRef={tableRef as RefObject<ActionType>}
      columnsState={{ persistenceKey: `takt:table:${settingsKey}`, persistenceType: 'localStorage' }}
      request={async (params, sort) => {
        const base = toPageQuery(params, sort);
        const query = (toQuery ? toQuery(base) : base) as RouteQuery<D>;
        const page = (await callApi(pageRoute as PageRoute, { query } as never)) as {
          rows: RowOf<D>[];
          totalRows: number;
        };
        return toTableResult(page);
      }}
      toolBarRender={() => [
        times && <TimeZoneNote key="time-zone" />,
        ...toolButtons,
        add && can(add.permission) && (
          <Button key="add" type="primary" icon={<PlusOutlined />} data-testid={add.testId} onClick={add.onClick}>
            {add.label}
          </Button>
        ),
      ]}
    />
  );
}

/**
 * The table's handle for a page: pass `ref` to AdminTable; `changed(text)` tells the user a
 * change was saved and reloads the current page of the table.
 */
export function useAdminTable() {
  const { message } = App.useApp();
  const ref = useRef<ActionType>(null);
  const reload = useCallback(() => ref.current?.reload(), []);
  const changed = useCallback(
    (text: string) => {
      message.success(text);
      ref.current?.reload();
    },
    [message],
  );
  return { ref, reload, changed };
}
