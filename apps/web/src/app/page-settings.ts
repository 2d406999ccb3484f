import { pageSettingApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './request';
import { isSignedIn } from './session';

export const pageSettingsKey = ['page-settings'] as const;

/**
 * The enterprise's page settings (spec 000 §3 "Tenant settings": watermark, home page,
 * multi-language), read by every signed-in page that needs them through this one query.
 */
export function usePageSettings() {
  return useQuery({
    queryKey: pageSettingsKey,
    queryFn: ({ signal }) => callApi(pageSettingApi.get, { quiet: true, signal }),
    enabled: isSignedIn(),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
