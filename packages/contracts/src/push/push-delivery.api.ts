import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { defineRoute } from '../common/route.js';
import {
  pushAttemptSchema,
  pushDeliveryIdSchema,
  pushDeliveryPageQuerySchema,
  pushDeliveryPageSchema,
} from './push-delivery.schema.js';

/** Deliveries are read from the push channel page, so they ask for its permission. */
const P = Permissions.sys.pushChannel;

export const pushDeliveryApi = {
  page: defineRoute({
    method: 'GET',
    path: '/push_delivery/page',
    summary: 'Deliveries of pushes (channel, target, attempts, state, last answer), newest first',
    tag: 'push',
    access: { permission: P.page },
    query: pushDeliveryPageQuerySchema,
    response: pushDeliveryPageSchema,
  }),
  attempts: defineRoute({
    method: 'GET',
    path: '/push_delivery/attempts',
    summary: "A delivery's attempts, oldest first, with each answer",
    tag: 'push',
    access: { permission: P.page },
    query: pushDeliveryIdSchema,
    response: z.array(pushAttemptSchema),
  }),
};
