import { type StationKind, scanApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../app/request';

/** A unit looked up by serial for the repair and return screens (the last one scanned). */
export function useUnitLookup(kind: StationKind) {
  const [serial, setSerial] = useState<string | null>(null);
  // A new scan of the same serial looks it up again.
  const [round, setRound] = useState(0);
  const query = useQuery({
    queryKey: ['station-unit', kind, serial, round],
    queryFn: ({ signal }) => callUnit(kind, serial ?? '', signal),
    enabled: serial !== null,
    retry: false,
    staleTime: 0,
  });
  return {
    serial,
    lookUp: (next: string) => {
      setSerial(next);
      setRound((value) => value + 1);
    },
    clear: () => setSerial(null),
    detail: serial ? query.data : undefined,
    loading: query.isFetching,
    error: serial ? query.error : null,
  };
}

function callUnit(kind: StationKind, serial: string, signal: AbortSignal) {
  return callApi(scanApi.unit, { query: { kind, serial }, signal, quiet: true });
}
