import { type ReportOrderOption, reportApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/request';

type Value = string | null | undefined;

export interface OrderSelectProps extends Omit<SelectProps<Value>, 'options' | 'onSearch' | 'filterOption' | 'mode'> {
  /** Called with the chosen order (null when cleared), e.g. to show its line. */
  onOrder?: (order: ReportOrderOption | null) => void;
}

/** A work order, searched by code on the server, labelled with its product, line and status. */
export function OrderSelect({ value, onChange, onOrder, ...rest }: OrderSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const search = useQuery({
    queryKey: ['production-report', 'orders', deferred],
    queryFn: () => callApi(reportApi.orderOptions, { query: { keyword: deferred || undefined, limit: 20 } }),
    staleTime: 10_000,
  });
  const current = useQuery({
    queryKey: ['production-report', 'orders', 'id', value],
    queryFn: () => callApi(reportApi.orderOptions, { query: { id: value! } }),
    enabled: !!value,
    staleTime: 60_000,
  });
  const orders = useMemo(() => {
    const byId = new Map<string, ReportOrderOption>();
    for (const order of [...(current.data ?? []), ...(search.data ?? [])]) byId.set(order.id, order);
    return byId;
  }, [search.data, current.data]);
  const options = [...orders.values()].map((order) => ({
    value: order.id,
    label: `${order.code} · ${order.productName || order.productCode} · ${order.lineName || order.lineCode} (${t(
      `workOrders.statuses.${order.status}` as 'workOrders.statuses.issued',
    )})`,
  }));
  return (
    <Select<Value>
      showSearch
      allowClear
      placeholder={t('reports.workOrderPlaceholder')}
      {...rest}
      value={value}
      loading={search.isFetching}
      filterOption={false}
      onSearch={setKeyword}
      onOpenChange={(open) => {
        if (!open) setKeyword('');
      }}
      onChange={(id, option) => {
        onChange?.(id, option);
        onOrder?.(id ? (orders.get(id) ?? null) : null);
      }}
      options={options}
    />
  );
}
