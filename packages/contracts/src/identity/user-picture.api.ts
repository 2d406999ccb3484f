import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { defineRoute } from '../common/route.js';
import { IMAGE_EXTENSIONS } from '../page-settings/page-setting.schema.js';

/**
 * Avatar and handwritten-signature upload (spec 000 §2, §5: png, jpg or jpeg, at most 2 MB;
 * §7 `POST /user_picture/update_avatar` with query userId plus body). multipart/form-data with
 * one file in the field {@link USER_PICTURE_FIELD}; the type is judged by the bytes, not the
 * name. Users change their own; changing another user's needs `sys:user:edit` and that user
 * inside the caller's data scope (otherwise: not found, as for another enterprise's user).
 */
export const USER_PICTURE_FIELD = 'file';
export const USER_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const USER_PICTURE_EXTENSIONS = IMAGE_EXTENSIONS;

/** `?userId=…`; without it, the signed-in user. */
export const userPictureQuerySchema = z.strictObject({ userId: idSchema.optional() });

export const userPictureResultSchema = z.object({
  userId: idSchema,
  /** The stored picture's address (`/api/files/<id>`). */
  url: z.string(),
});
export type UserPictureResult = z.infer<typeof userPictureResultSchema>;

export const userPictureApi = {
  updateAvatar: defineRoute({
    method: 'POST',
    path: '/user_picture/update_avatar',
    summary: "Upload a user's avatar (multipart field `file`; png/jpg/jpeg, at most 2 MB)",
    tag: 'user',
    access: 'session',
    query: userPictureQuerySchema,
    response: userPictureResultSchema,
  }),
  updateSignature: defineRoute({
    method: 'POST',
    path: '/user_picture/update_signature',
    summary: "Upload a user's handwritten signature (multipart field `file`; png/jpg/jpeg, at most 2 MB)",
    tag: 'user',
    access: 'session',
    query: userPictureQuerySchema,
    response: userPictureResultSchema,
  }),
};
