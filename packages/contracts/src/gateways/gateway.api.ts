import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { defineResource, resourceIdSchema } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import {
  type AssignedGatewayType,
  gatewayAssignSchema,
  gatewayChannelsSaveSchema,
  gatewayChannelsSchema,
  gatewayEnrolmentSchema,
  gatewaySchemas,
} from './gateway.schema.js';

const GATEWAY_SORT_FIELDS = ['code', 'name', 'online', 'lastSeenAt', 'createdAt'] as const;
const NOUNS: Record<AssignedGatewayType, string> = { andon: 'Andon', esd: 'ESD', counter: 'Counter' };

/** The routes of one gateway type's page: the list and its records, a new token, channels and their allotment. */
function typedGatewayApi<T extends AssignedGatewayType>(type: T) {
  const P = Permissions.gateway[type];
  const path = `/gateway/${type}`;
  const tag = 'gateways';
  return {
    ...defineResource(
      {
        path: `gateway/${type}`,
        noun: `${NOUNS[type]} gateway`,
        nouns: `${NOUNS[type]} gateways`,
        tag,
        permissions: { page: P.page, add: P.add, edit: P.edit, delete: P.delete },
        schemas: gatewaySchemas,
        sortFields: GATEWAY_SORT_FIELDS,
        notes: { add: 'code unique in the enterprise, a new token', delete: 'refused while records use it' },
      },
      ['detail', 'add', 'edit', 'delete'],
    ),
    token: defineRoute({
      method: 'POST',
      path: `${path}/token`,
      summary: `Gives a ${NOUNS[type]} gateway a new token (its sessions sign in again with it)`,
      tag,
      access: { permission: P.edit },
      body: resourceIdSchema,
      response: gatewaySchemas.record,
    }),
    channels: defineRoute({
      method: 'GET',
      path: `${path}/channels`,
      summary: `A ${NOUNS[type]} gateway's channels with their workstations, and its line's workstations`,
      tag,
      access: { permission: P.page },
      query: resourceIdSchema,
      response: gatewayChannelsSchema,
    }),
    saveChannels: defineRoute({
      method: 'POST',
      path: `${path}/channels`,
      summary: `Sets the workstation of each channel of a ${NOUNS[type]} gateway (workstations of its line)`,
      tag,
      access: { permission: P.allot },
      body: gatewayChannelsSaveSchema,
      response: gatewayChannelsSchema,
    }),
    allot: defineRoute({
      method: 'POST',
      path: `${path}/allot`,
      summary: `Automatic allotment: a ${NOUNS[type]} gateway's channels 1..N to its line's workstations in order`,
      tag,
      access: { permission: P.allot },
      body: resourceIdSchema,
      response: gatewayChannelsSchema,
    }),
  };
}

export const andonGatewayApi = typedGatewayApi('andon');
export const esdGatewayApi = typedGatewayApi('esd');
export const counterGatewayApi = typedGatewayApi('counter');
export const GATEWAY_APIS = { andon: andonGatewayApi, esd: esdGatewayApi, counter: counterGatewayApi } as const;

const U = Permissions.gateway.unassigned;

/** Gateways that registered themselves: listed, assigned a type (and line, channels), deleted. */
export const unassignedGatewayApi = {
  ...defineResource(
    {
      path: 'gateway/unassigned',
      noun: 'Unassigned gateway',
      nouns: 'Unassigned gateways',
      tag: 'gateways',
      permissions: { page: U.page, delete: U.delete },
      schemas: gatewaySchemas,
      sortFields: GATEWAY_SORT_FIELDS,
    },
    ['detail', 'delete'],
  ),
  assign: defineRoute({
    method: 'POST',
    path: '/gateway/unassigned/assign',
    summary: 'Assigns an unassigned gateway its type, name, line and channels (it then signs in with its own token)',
    tag: 'gateways',
    access: { permission: U.assign },
    body: gatewayAssignSchema,
    response: gatewaySchemas.record,
  }),
};

/** The enterprise's enrolment key (made on first read) and its renewal. */
export const gatewayEnrolmentApi = {
  get: defineRoute({
    method: 'GET',
    path: '/gateway/enrolment',
    summary: 'The enterprise’s gateway enrolment key (made on first read)',
    tag: 'gateways',
    access: { permission: U.page },
    response: gatewayEnrolmentSchema,
  }),
  regenerate: defineRoute({
    method: 'POST',
    path: '/gateway/enrolment/regenerate',
    summary: 'A new enrolment key (the old one no longer registers gateways)',
    tag: 'gateways',
    access: { permission: U.assign },
    body: z.strictObject({}),
    response: gatewayEnrolmentSchema,
  }),
};
