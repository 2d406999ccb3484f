import { defineResource, resourceIdSchema } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import { externalAppSchemas, externalAppWithTokenSchema } from './external-app.schema.js';
import { Permissions } from './permissions.js';

const P = Permissions.sys.externalApp;
const declared = defineResource(
  {
    path: 'external_app',
    noun: 'External app',
    nouns: 'External apps',
    tag: 'externalApp',
    permissions: P,
    schemas: externalAppSchemas,
    sortFields: ['sort', 'code', 'name', 'createdAt'],
    notes: { edit: 'the token stays', delete: 'its token stops working at once' },
  },
  ['detail', 'edit', 'delete'],
);

export const externalAppApi = {
  ...declared,
  add: defineRoute({
    method: 'POST',
    path: '/external_app/add',
    summary: 'Adds an external app; the answer carries its token, shown this once',
    tag: 'externalApp',
    access: { permission: P.add },
    body: externalAppSchemas.add,
    response: externalAppWithTokenSchema,
  }),
  enable: defineRoute({
    method: 'PUT',
    path: '/external_app/enable',
    summary: 'Enables an external app',
    tag: 'externalApp',
    access: { permission: P.enable },
    query: resourceIdSchema,
    response: externalAppSchemas.record,
  }),
  disable: defineRoute({
    method: 'PUT',
    path: '/external_app/disable',
    summary: 'Disables an external app: its next call is refused',
    tag: 'externalApp',
    access: { permission: P.disable },
    query: resourceIdSchema,
    response: externalAppSchemas.record,
  }),
  resetToken: defineRoute({
    method: 'PUT',
    path: '/external_app/reset_token',
    summary: 'Gives an external app a new token (answered once); the old one stops working at once',
    tag: 'externalApp',
    access: { permission: P.resetToken },
    query: resourceIdSchema,
    response: externalAppWithTokenSchema,
  }),
};
