import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchPreferences } from './api';
import { setPreferences } from './store';

export const preferencesKey = ['preferences'] as const;

/**
 * Loads the saved preferences after sign-in and puts them in the store (and its cache). Mounted
 * once, by the console layout.
 */
export function usePreferencesSync(enabled: boolean) {
  const query = useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => fetchPreferences(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    if (query.data) setPreferences(query.data);
  }, [query.data]);
  return query;
}
