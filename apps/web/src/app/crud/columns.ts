import type { ProColumns } from '@ant-design/pro-components';
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
