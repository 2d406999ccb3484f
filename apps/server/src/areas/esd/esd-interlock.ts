import { ESD_INTERLOCK_PARAMETER, type EsdState, esdInterlockRefuses } from '@takt/contracts';
import { businessRule } from '../../platform/errors.js';
import type { ParameterService } from '../parameters/parameter.service.js';

/** The ESD area's reading of a workstation: its enabled collectors' worst state, null when none watches it. */
export type StationEsdState = (tenantId: string, stationId: string) => Promise<EsdState | null>;

/**
 * ESD as a production interlock: the station scan asks for the workstation's ESD state inside
 * its transaction, keeps it on every scan event (`detail.esd`) and, while the enterprise's
 * parameter `esd.scanInterlock` is `true`, is refused in the states of `ESD_INTERLOCK_STATES`
 * (the refusal rolls the scan back: nothing is written).
 */
export class EsdInterlock {
  constructor(
    private readonly parameters: Pick<ParameterService, 'value'>,
    private readonly stateOfStation: StationEsdState,
  ) {}

  async stateForScan(tenantId: string, stationId: string): Promise<EsdState | null> {
    const state = await this.stateOfStation(tenantId, stationId);
    if (state !== null && esdInterlockRefuses(state) && (await this.enabled(tenantId)))
      throw businessRule(`esdFloor.interlock.${state as 'abnormal' | 'groundDisconnected' | 'offline'}`);
    return state;
  }

  private async enabled(tenantId: string): Promise<boolean> {
    return (await this.parameters.value(tenantId, ESD_INTERLOCK_PARAMETER))?.trim().toLowerCase() === 'true';
  }
}
