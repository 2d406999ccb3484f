import { type AnalysisQuery, reportAnalysisApi, reportApi } from '@takt/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../app/request';

/** The enterprise's time zone and today there (quick ranges are computed from it, not from the browser's clock). */
export function useReportCalendar() {
  return useQuery({
    queryKey: ['production-report', 'calendar'],
    queryFn: () => callApi(reportApi.calendar),
    staleTime: 60_000,
  });
}

/** The processes a report of this order may name (its routing version's steps); nothing is asked without an order. */
export function useReportProcesses(workOrderId: string | undefined) {
  return useQuery({
    queryKey: ['production-report', 'processes', workOrderId],
    queryFn: () => callApi(reportApi.processOptions, { query: { workOrderId: workOrderId ?? '' } }),
    enabled: !!workOrderId,
    staleTime: 10_000,
  });
}

/**
 * The workstations a report of this order and process may name (on the order's line, carrying
 * the process: the server's own rule); nothing is asked until both are chosen.
 */
export function useReportStations(workOrderId: string | undefined, processId: string | undefined) {
  return useQuery({
    queryKey: ['production-report', 'stations', workOrderId, processId],
    queryFn: () =>
      callApi(reportApi.stationOptions, { query: { workOrderId: workOrderId ?? '', processId: processId ?? '' } }),
    enabled: !!workOrderId && !!processId,
    staleTime: 10_000,
  });
}

/** The production analysis for a checked query; `route` is the page's own (analysis or charts permission). */
export function useProductionAnalysis(route: 'analysis' | 'charts', query: AnalysisQuery | null) {
  return useQuery({
    queryKey: ['production-report', route, query],
    queryFn: () => callApi(reportAnalysisApi[route], { query: query! }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
