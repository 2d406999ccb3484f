import type { CodedRef } from '@takt/contracts';
import { Select, type SelectProps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportProcesses, useReportStations } from './hooks';
import { keptChoice } from './report-form';

type Value = string | null | undefined;

interface PickerProps extends Omit<SelectProps<Value>, 'options' | 'mode'> {
  /** The saved report's choice, labelled while the fitting ones load. */
  saved?: CodedRef | null;
}

interface FittingSelectProps extends PickerProps {
  /** The records that fit what the form holds now (`data` unknown while loading). */
  fitting: { data?: CodedRef[]; isFetching: boolean };
  /** Whether everything the choice depends on is chosen. */
  ready: boolean;
  /** Shown while it is not. */
  waiting: string;
  /** Shown when nothing fits. */
  none: string;
}

const label = (ref: CodedRef) => `${ref.code} ${ref.name}`;

/**
 * A picker offering only the records that fit the form's other choices (the ones the server
 * accepts). A choice that no longer fits once those change (or are cleared) is cleared.
 */
function FittingSelect({ fitting, ready, waiting, none, saved, value, onChange, ...rest }: FittingSelectProps) {
  const chosen = value ?? undefined;
  const kept = keptChoice(chosen, ready, fitting.data);
  useEffect(() => {
    if (kept !== chosen) onChange?.(kept);
  }, [kept, chosen, onChange]);
  const records = fitting.data ?? (saved && saved.id === chosen ? [saved] : []);
  return (
    <Select<Value>
      showSearch
      allowClear
      optionFilterProp="label"
      {...rest}
      value={value}
      onChange={onChange}
      disabled={!ready}
      placeholder={ready ? undefined : waiting}
      loading={fitting.isFetching}
      notFoundContent={fitting.isFetching ? undefined : none}
      options={records.map((record) => ({ value: record.id, label: label(record) }))}
    />
  );
}

/** The report's process: one of the steps of the routing version the chosen order was issued on. */
export function ProcessSelect({ workOrderId, ...rest }: PickerProps & { workOrderId?: string }) {
  const { t } = useTranslation();
  const fitting = useReportProcesses(workOrderId);
  return (
    <FittingSelect
      {...rest}
      fitting={fitting}
      ready={!!workOrderId}
      waiting={t('reports.processPlaceholder')}
      none={t('reports.noProcessFits')}
    />
  );
}

/** The report's workstation: one on the chosen order's line that carries the chosen process. */
export function StationSelect({
  workOrderId,
  processId,
  ...rest
}: PickerProps & { workOrderId?: string; processId?: string }) {
  const { t } = useTranslation();
  const fitting = useReportStations(workOrderId, processId);
  return (
    <FittingSelect
      {...rest}
      fitting={fitting}
      ready={!!workOrderId && !!processId}
      waiting={t('reports.stationPlaceholder')}
      none={t('reports.noStationFits')}
    />
  );
}
