import { GATEWAY_TYPES, type GatewayType } from '@takt/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DeviceBus } from '../../platform/devices/device-bus.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import { CodedLookups } from '../../platform/references/coded-lookups.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { createGatewayResource, type GatewayResource } from './gateway.resource.js';
import { GatewayService } from './gateway.service.js';
import { GatewayChannelService } from './gateway-channels.service.js';
import { gatewayDirectory } from './gateway-directory.js';
import { GatewayPresence } from './gateway-presence.js';
import { GatewayReadings } from './gateway-readings.js';
import { gatewaysMessages } from './gateways.messages.js';
import { registerGatewayRoutes } from './gateways.routes.js';
import { seedGatewaysDemo } from './gateways.seed.js';
import { gateways } from './gateways.table.js';

/**
 * Gateways (spec 000 §2): the device bus's boxes on the floor (andon, ESD, counter, unassigned),
 * their channels and workstations, online state, counts and andon buttons. Registers the gateway
 * directory and message handlers on the bus, the reference kind `gateway`, the pages' routes and
 * the silent-offline job.
 */
export function createGatewaysModule(ctx: MasterDataContext & { devices: DeviceBus }) {
  registerAreaMessages(gatewaysMessages);
  const { db, devices } = ctx;
  devices.addDirectory(gatewayDirectory(db));
  const resources = Object.fromEntries(GATEWAY_TYPES.map((type) => [type, createGatewayResource(ctx, type)])) as Record<
    GatewayType,
    GatewayResource
  >;
  ctx.references.provide('gateway', new CodedLookups(db, gateways, { byIdsOrder: [asc(gateways.code)] }).provider());
  const channels = new GatewayChannelService(db, devices.readings);
  const service = new GatewayService(db, devices, ctx.references, ctx.log);
  const presence = new GatewayPresence(db, ctx.hub);
  const readings = new GatewayReadings(db, devices.readings);
  devices.onPresence((event) => presence.presence(event));
  devices.on('heartbeat', (tx, tenantId, messages) => presence.heartbeats(tx, tenantId, messages));
  devices.on('counter', (tx, tenantId, messages) => readings.counters(tx, tenantId, messages));
  devices.on('andon', (tx, tenantId, messages) => readings.andon(tx, tenantId, messages));
  devices.onAny((tx, tenantId, messages) => presence.messages(tx, tenantId, messages));

  return {
    resources,
    channels,
    presence,
    /** The andon area listens to buttons here: `{tenantId, gatewayId, channel, stationId, button, action, at}` after commit. */
    onAndonButton: readings.onAndonButton.bind(readings),
    jobs: presence.jobs(),
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerGatewayRoutes(app, guards, { resources, channels, service, timeZones: ctx.timeZones });
    },
    /** The enrolment key and an andon and a counter gateway per demo line, allotted. */
    seedDemo(tenantId: string): Promise<void> {
      return seedGatewaysDemo({ resources, channels, service, references: ctx.references }, tenantId);
    },
  };
}
export type GatewaysModule = ReturnType<typeof createGatewaysModule>;
