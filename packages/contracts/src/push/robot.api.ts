import { Permissions } from '../access/permissions.js';
import { defineResource } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import { robotSchemas, robotTestBodySchema, robotTestResultSchema } from './robot.schema.js';

const P = Permissions.sys.robot;

export const robotApi = {
  ...defineResource(
    {
      path: 'robot',
      noun: 'Push robot',
      nouns: 'Push robots',
      tag: 'push',
      permissions: P,
      schemas: robotSchemas,
      sortFields: ['code', 'name', 'platform', 'createdAt'],
      notes: { delete: 'refused while a push channel uses it' },
    },
    ['detail', 'add', 'edit', 'delete'],
  ),
  test: defineRoute({
    method: 'POST',
    path: '/robot/test',
    summary: "Posts a test message through the robot and answers the platform's reply",
    tag: 'push',
    access: { permission: P.test },
    body: robotTestBodySchema,
    response: robotTestResultSchema,
  }),
};
