import { Permissions } from '../access/permissions.js';
import { pageResultSchema } from '../common/paging.js';
import { resourceIdSchema } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import {
  objectStorageEditSchema,
  objectStoragePageQuerySchema,
  objectStorageRowSchema,
  objectStorageTestResultSchema,
  objectStorageTestSchema,
} from './object-storage.schema.js';

const P = Permissions.platform.objectStorage;

/** Object storage of each enterprise, for the platform super administrator. */
export const objectStorageApi = {
  page: defineRoute({
    method: 'GET',
    path: '/object_storage/page',
    summary: 'Enterprises with where their files are stored (local folder or S3-compatible bucket), paged',
    tag: 'storage',
    access: { permission: P.page },
    query: objectStoragePageQuerySchema,
    response: pageResultSchema(objectStorageRowSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/object_storage/detail',
    summary: "One enterprise's storage",
    tag: 'storage',
    access: { permission: P.get },
    query: resourceIdSchema,
    response: objectStorageRowSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/object_storage/edit',
    summary:
      "Sets an enterprise's S3-compatible store for its new files (an enterprise on the local folder also needs the add permission); files written before stay where they are",
    tag: 'storage',
    access: { permission: P.edit },
    body: objectStorageEditSchema,
    response: objectStorageRowSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/object_storage/delete',
    summary: "Removes an enterprise's S3-compatible store: its new files go to the local folder again",
    tag: 'storage',
    access: { permission: P.delete },
    body: resourceIdSchema,
    response: objectStorageRowSchema,
  }),
  testConnection: defineRoute({
    method: 'POST',
    path: '/object_storage/test_connection',
    summary: 'Puts a small object into the store, reads it back and deletes it; a failure says why in your language',
    tag: 'storage',
    access: { permission: P.testConnection },
    body: objectStorageTestSchema,
    response: objectStorageTestResultSchema,
  }),
};
