import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { IotDeviceService } from './iot-device.resource.js';
import type { IotDriverService } from './iot-driver.resource.js';

/**
 * A typical power meter on a spindle: `{"v":{"a":230.1},"i":12.3,"temp_c10":412}` → voltage 230.1 V,
 * current 12.3 A, temperature 41.2 °C (the meter sends tenths of a degree).
 */
export const DEMO_DRIVER = {
  code: 'PM-SPINDLE',
  name: 'Spindle power meter',
  description: 'Voltage, current and temperature of a spindle’s power meter',
  mapping: [
    { metric: 'voltage', label: 'Voltage', unit: 'V', path: '$.v.a', scale: 1, offset: 0, decimals: 1 },
    { metric: 'current', label: 'Current', unit: 'A', path: '$.i', scale: 1, offset: 0, decimals: 2 },
    { metric: 'temperature', label: 'Temperature', unit: '°C', path: '$.temp_c10', scale: 0.1, offset: 0, decimals: 1 },
  ],
};

/** The demo line the devices stand on, and their workstations on it. */
const DEMO_LINE = 'ASM-L1';
const DEMO_DEVICES = [
  { code: 'PM-ASM-L1-01', name: 'Spindle meter 1', station: 'ASM-L1-S01' },
  { code: 'PM-ASM-L1-02', name: 'Spindle meter 2', station: 'ASM-L1-S02' },
];

/** The demo driver and two devices on the demo line (skips codes that exist; no line: no devices). */
export async function seedIotDemo(
  deps: { drivers: IotDriverService; devices: IotDeviceService; references: ReferenceRegistry },
  tenantId: string,
): Promise<void> {
  const driverId =
    (await deps.drivers.findByCode(tenantId, DEMO_DRIVER.code))?.id ??
    (await deps.drivers.add(tenantId, DEMO_DRIVER)).id;
  const line = await deps.references.findByCode(tenantId, 'line', DEMO_LINE);
  if (!line) return;
  for (const device of DEMO_DEVICES) {
    if (await deps.devices.findByCode(tenantId, device.code)) continue;
    const station = await deps.references.findByCode(tenantId, 'station', device.station);
    await deps.devices.add(tenantId, {
      code: device.code,
      name: device.name,
      type: 'Power meter',
      driverId,
      lineId: line.id,
      stationId: station?.id ?? null,
    });
  }
}
