import { ANDON_CALL_STATES, type AndonCall, type AndonCallState, andonUpdateSchema } from '@takt/contracts';

/** Open calls as a floor screen holds them, with the server's clock offset when they were read. */
export interface OpenCalls {
  calls: AndonCall[];
  clockOffset: number;
}

/** What a screen shows: calls of one workshop or line (or all), or one workstation's. */
export interface OpenCallsScope {
  workshopId?: string;
  lineId?: string;
  stationId?: string;
}

/** The call of a hub `AndonUpdate`, or null for anything else. */
export function andonCallOf(data: unknown): AndonCall | null {
  const parsed = andonUpdateSchema.safeParse(data);
  return parsed.success ? parsed.data.call : null;
}

export function inScope(call: AndonCall, scope: OpenCallsScope): boolean {
  return (
    (!scope.workshopId || call.workshopId === scope.workshopId) &&
    (!scope.lineId || call.lineId === scope.lineId) &&
    (!scope.stationId || call.stationId === scope.stationId)
  );
}

/**
 * The open calls with a hub update applied: a call that ended leaves, a changed one takes its
 * new form in place, a new one in scope joins (oldest first, as the server lists them).
 */
export function applyAndonUpdate(calls: readonly AndonCall[], call: AndonCall, scope: OpenCallsScope): AndonCall[] {
  const rest = calls.filter((open) => open.id !== call.id);
  if (call.state === 'ended' || !inScope(call, scope)) return rest;
  const known = rest.length < calls.length;
  if (known) return calls.map((open) => (open.id === call.id ? call : open));
  return [...rest, call].sort((a, b) => Date.parse(a.calledAt) - Date.parse(b.calledAt));
}

export function countByState(calls: readonly AndonCall[]): Record<AndonCallState, number> {
  const counts = Object.fromEntries(ANDON_CALL_STATES.map((state) => [state, 0])) as Record<AndonCallState, number>;
  for (const call of calls) counts[call.state] += 1;
  return counts;
}

export interface LineCalls {
  key: string;
  lineName: string | null;
  workshopName: string | null;
  calls: AndonCall[];
}

/** Calls grouped by line (lines in order of their oldest call), workstation order inside. */
export function callsByLine(calls: readonly AndonCall[]): LineCalls[] {
  const lines = new Map<string, LineCalls>();
  for (const call of calls) {
    const key = call.lineId ?? '';
    const line = lines.get(key) ?? { key, lineName: call.lineName, workshopName: call.workshopName, calls: [] };
    line.calls.push(call);
    lines.set(key, line);
  }
  return [...lines.values()].map((line) => ({
    ...line,
    calls: [...line.calls].sort(
      (a, b) => (a.stationCode ?? '').localeCompare(b.stationCode ?? '') || a.level - b.level,
    ),
  }));
}
