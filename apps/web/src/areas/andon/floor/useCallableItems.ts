import { andonItemApi, PAGE_SIZE_MAX } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/request';

/** The enabled alarm items a workstation can call, in the set-up's order (sort, then code). */
export function useCallableItems() {
  return useQuery({
    queryKey: ['andon-callable-items'],
    queryFn: async ({ signal }) => {
      const page = await callApi(andonItemApi.page, {
        query: { enabled: 'true', pageNo: 1, pageSize: PAGE_SIZE_MAX, sortField: 'sort', sortOrder: 'ascend' },
        signal,
      });
      return page.rows;
    },
    staleTime: 60_000,
  });
}
