import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { DeviceDirectory } from '../../platform/devices/device-client.js';
import { iotDevices } from './iot.table.js';
import { IOT_CLIENT_KIND } from './iot-ingest.js';

/** IoT devices as the device bus knows them: a device signs in with its token; a disabled one cannot. */
export function iotDirectory(db: Database): DeviceDirectory {
  return {
    kind: IOT_CLIENT_KIND,
    find: (tenantId, clientCode) =>
      db.tenant(tenantId, async (tx) => {
        const [row] = await tx
          .select({ id: iotDevices.id, token: iotDevices.token, enabled: iotDevices.enabled })
          .from(iotDevices)
          .where(and(eq(iotDevices.tenantId, tenantId), eq(iotDevices.code, clientCode)))
          .limit(1);
        return row ? { id: row.id, token: row.enabled ? row.token : null } : null;
      }),
  };
}
