import { andonCallApi } from '../andon/andon-call.api.js';
import type { RouteDef } from '../common/route.js';
import { materialApi } from '../materials/material.api.js';
import { productApi } from '../materials/product.api.js';
import { unitApi } from '../materials/unit.api.js';
import { reportApi } from '../reports/report.api.js';
import { workOrderApi } from '../work-orders/work-order.api.js';

/**
 * The routes an external app's token may call (each still needs its permission in the app's
 * set): an ERP reading master data and pushing work orders, a BI tool reading work orders and
 * production reports, an ERP or MES raising andon calls. Every other route refuses an app token with 403.
 */
export const APP_OPEN_ROUTES: readonly RouteDef[] = [
  workOrderApi.page,
  workOrderApi.detail,
  workOrderApi.add,
  reportApi.page,
  reportApi.detail,
  materialApi.page,
  productApi.page,
  unitApi.page,
  andonCallApi.trigger,
];

const OPEN = new Set(APP_OPEN_ROUTES.map((route) => `${route.method} ${route.path}`));

/** Whether an external app's token may call this route. */
export function isOpenToApps(route: Pick<RouteDef, 'method' | 'path'>): boolean {
  return OPEN.has(`${route.method} ${route.path}`);
}

/** The permissions of the open routes: what an external app may be granted. */
export const APP_GRANTABLE_PERMISSIONS: readonly string[] = [
  ...new Set(APP_OPEN_ROUTES.flatMap((route) => (typeof route.access === 'object' ? [route.access.permission] : []))),
];
