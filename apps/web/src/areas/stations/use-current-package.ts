import { DEFAULT_WORK_SETTINGS, ResultCode, scanApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '../../app/request';
import { parseCapacity, selectionKeys } from './selection';
import { useStationShell } from './shell-context';
import { useRemembered } from './use-remembered';

export type PackageScreen = 'encasement' | 'pack';

/**
 * The box (encasement) or carrier (pack) this workstation is filling: its code and the capacity
 * to open it with are remembered per workstation; its state and contents come from the server
 * (a code the server does not know yet is a new package, opened by its first scan).
 */
export function useCurrentPackage(screen: PackageScreen) {
  const shell = useStationShell();
  const stationId = shell.stationId;
  const [code, setCode] = useRemembered(stationId ? selectionKeys.package(screen, stationId) : null);
  const [capacityText, setCapacityText] = useRemembered(stationId ? selectionKeys.capacity(screen, stationId) : null);

  // The enterprise's default (production settings, sent with the station context) unless typed here.
  const settings = shell.context?.settings;
  const fallback =
    screen === 'encasement'
      ? (settings?.boxCapacity ?? DEFAULT_WORK_SETTINGS.boxCapacity)
      : (settings?.carrierCapacity ?? DEFAULT_WORK_SETTINGS.carrierCapacity);
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
