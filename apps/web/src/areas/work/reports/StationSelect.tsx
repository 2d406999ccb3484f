import type { CodedRef } from '@takt/contracts';
import { Select, type SelectProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportStations } from './hooks';
import { keptStation } from './report-form';

type Value = string | null | undefined;

export interface StationSelectProps extends Omit<SelectProps<Value>, 'options' | 'mode'> {
  workOrderId?: string;
  processId?: string;
  /** The saved report's workstation, labelled while the fitting ones load. */
  saved?: CodedRef | null;
}

const label = (station: CodedRef) => `${station.code} ${station.name}`;

/**
 * The report's workstation: only those on the chosen order's line that carry the chosen process
 * (the ones the server accepts). A workstation that no longer fits once the order or process
 * changes (or is cleared) is cleared.
 */
export function StationSelect({ workOrderId, processId, saved, value, onChange, ...rest }: StationSelectProps) {
  const { t } = useTranslation();
  const fitting = useReportStations(workOrderId, processId);
  const stationId = value ?? undefined;
  const kept = keptStation({ workOrderId, processId, stationId }, fitting.data);
  useEffect(() => {
    if (kept !== stationId) onChange?.(kept);
  }, [kept, stationId, onChange]);
  const stations = fitting.data ?? (saved && saved.id === stationId ? [saved] : []);
  return (
    <Select<Value>
      showSearch
      allowClear
      optionFilterProp="label"
      {...rest}
      value={value}
      onChange={onChange}
      disabled={!workOrderId || !processId}
      placeholder={!workOrderId || !processId ? t('reports.stationPlaceholder') : undefined}
      loading={fitting.isFetching}
      notFoundContent={fitting.isFetching ? undefined : t('reports.noStationFits')}
      options={stations.map((station) => ({ value: station.id, label: label(station) }))}
    />
  );
}
