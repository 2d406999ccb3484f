import {
  DEFAULT_WORK_SETTINGS,
  PACKAGE_CAPACITY_MAX,
  Permissions,
  ResultCode,
  scanApi,
  workSettingApi,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAccess } from '../../../app/access/use-access';
import { callApi, isApiError } from '../../../app/request';
import { selectionKeys } from './selection';
import { useStationShell } from './shell-context';
import { useRemembered } from './use-remembered';

export type PackageScreen = 'encasement' | 'pack';

/** A capacity typed or remembered, within the contract's limits; null when not a number. */
export function parseCapacity(text: string | null): number | null {
  if (!text) return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= PACKAGE_CAPACITY_MAX ? value : null;
}

/**
 * The box (encasement) or carrier (pack) this workstation is filling: its code and the capacity
 * to open it with are remembered per workstation; its state and contents come from the server
 * (a code the server does not know yet is a new package, opened by its first scan).
 */
export function useCurrentPackage(screen: PackageScreen) {
  const shell = useStationShell();
  const can = useAccess();
  const stationId = shell.stationId;
  const [code, setCode] = useRemembered(stationId ? selectionKeys.package(screen, stationId) : null);
  const [capacityText, setCapacityText] = useRemembered(stationId ? selectionKeys.capacity(screen, stationId) : null);

  // The enterprise's default capacity, when this user may read the production settings.
  const mayReadSettings = can(Permissions.work.setting.get);
  const settings = useQuery({
    queryKey: ['work-settings'],
    queryFn: ({ signal }) => callApi(workSettingApi.detail, { signal, quiet: true }),
    enabled: mayReadSettings,
    staleTime: 300_000,
    retry: false,
  });
  const fallback =
    screen === 'encasement'
      ? (settings.data?.boxCapacity ?? DEFAULT_WORK_SETTINGS.boxCapacity)
      : (settings.data?.carrierCapacity ?? DEFAULT_WORK_SETTINGS.carrierCapacity);
  const capacity = parseCapacity(capacityText) ?? fallback;

  const detail = useQuery({
    queryKey: ['station-package', screen, code],
    queryFn: async ({ signal }) => {
      try {
        return await callApi(scanApi.package, { query: { kind: screen, code: code ?? '' }, signal, quiet: true });
      } catch (error) {
        if (isApiError(error) && error.code === ResultCode.NOT_FOUND) return null;
        throw error;
      }
    },
    enabled: code !== null,
    retry: false,
  });

  return {
    code,
    setCode,
    capacity,
    setCapacity: (value: number | null) => setCapacityText(value === null ? null : String(value)),
    /** Undefined while loading or unknown (offline); null for a code the server does not know yet. */
    detail: detail.data,
    loading: detail.isFetching,
    error: detail.error,
    refetch: () => void detail.refetch(),
  };
}
