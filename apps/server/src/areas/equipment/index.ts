import { equipmentTypeApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { createEquipmentTypes } from './equipment-type.resource.js';

/** The demo factory's equipment types (codes and names within 12 characters). */
const DEMO_EQUIPMENT_TYPES = [
  { code: 'SMT', name: 'SMT placer', remark: 'Pick-and-place machines of the SMT lines' },
  { code: 'REFLOW', name: 'Reflow oven', remark: null },
  { code: 'AOI', name: 'AOI tester', remark: 'Automatic optical inspection' },
  { code: 'ICT', name: 'ICT tester', remark: 'In-circuit test fixtures' },
  { code: 'SCREW', name: 'Screwdriver', remark: 'Electric torque screwdrivers of the assembly lines' },
  { code: 'PACK', name: 'Packer', remark: null },
];

/** Equipment: its types so far; registers their reference provider and routes. */
export function createEquipmentModule(ctx: MasterDataContext) {
  const equipmentTypes = createEquipmentTypes(ctx.db, ctx.references);
  ctx.references.provide('equipmentType', equipmentTypes.repo.lookups.provider());
  return {
    equipmentTypes,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerResourceRoutes(app, guards, equipmentTypeApi, equipmentTypes);
    },
    /** The demo factory's equipment types; skips codes that exist. */
    async seedDemo(tenantId: string): Promise<void> {
      for (const type of DEMO_EQUIPMENT_TYPES)
        if (!(await equipmentTypes.findByCode(tenantId, type.code))) await equipmentTypes.add(tenantId, type);
    },
  };
}
