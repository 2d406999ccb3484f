import { reportAnalysisApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../app/request';

/** Today's output and released orders on the caller's lines; asked only when the caller may list work orders. */
export function useProductionToday(enabled: boolean) {
  return useQuery({
    queryKey: ['production-report', 'today'],
    queryFn: () => callApi(reportAnalysisApi.today),
    enabled,
    refetchInterval: 60_000,
  });
}
