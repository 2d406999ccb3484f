import type { ProColumns } from '@ant-design/pro-components';
import type { Breakpoint } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTimeText } from '../time';

/** The "Created" column every administration list ends with: sortable, shown from xxl (1600 px) so the essential columns fit at 1280 and 1440 px. */
export function useCreatedAtColumn<T>(): ProColumns<T> {
  const { t } = useTranslation();
  return {
    title: t('crud.createdAt'),
    dataIndex: 'createdAt',
    renderText: dateTimeText,
    sorter: true,
    search: false,
    width: 170,
    responsive: ['xxl'],
  };
}

/**
 * The width the columns shown at this screen size ask for (their numeric widths added up, plus
 * `extra` such as a selection column): a fixed-layout or virtual table scrolls by it, and a
 * column that waits for a breakpoint (`responsive`) counts only once the screen reaches it.
 */
export function shownColumnsWidth<T>(
  columns: readonly ProColumns<T>[],
  screens: Partial<Record<Breakpoint, boolean>>,
  extra = 0,
): number {
  return columns
    .filter((column) => !column.hideInTable && (column.responsive ?? []).every((point) => screens[point]))
    .reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), extra);
}
