import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readLocal, writeLocal } from '../../../app/storage';

const STATION_KEY = 'andon-call:station';

/**
 * The call screen's workstation: `?station=<id>` (a station terminal's bookmark), else the one
 * chosen last in this browser. Choosing one remembers it and puts it in the address.
 */
export function useCallStation(): [string | null, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('station');
  const stationId = fromAddress || readLocal(STATION_KEY);
  if (fromAddress && fromAddress !== readLocal(STATION_KEY)) writeLocal(STATION_KEY, fromAddress);
  const choose = useCallback(
    (id: string) => {
      writeLocal(STATION_KEY, id);
      setParams({ station: id }, { replace: true });
    },
    [setParams],
  );
  return [stationId, choose];
}
