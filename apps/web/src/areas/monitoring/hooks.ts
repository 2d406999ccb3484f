import { HOST_MONITOR_REFRESH_MS, hostMonitorApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../app/request';

/** The host snapshot, asked again every few seconds while the page is open (not while hidden). */
export function useHostSnapshot() {
  return useQuery({
    queryKey: ['monitor', 'host'],
    queryFn: ({ signal }) => callApi(hostMonitorApi.host, { signal }),
    refetchInterval: HOST_MONITOR_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
