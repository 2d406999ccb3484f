import { z } from 'zod';
import { defineRoute } from '../common/route.js';
import {
  updateBaseUserInfoBodySchema,
  updatePasswordBodySchema,
  updatePasswordResultSchema,
} from './user-profile.schema.js';

/** Self-service routes of spec 000 §7: any signed-in user changes their own profile and password. */
export const userProfileApi = {
  updateBaseUserInfo: defineRoute({
    method: 'PUT',
    path: '/user/update_base_user_info',
    summary: "Save the signed-in user's own name, nickname, birthday, gender, e-mail and phone",
    tag: 'user',
    access: 'session',
    body: updateBaseUserInfoBodySchema,
    response: z.null(),
  }),
  updatePassword: defineRoute({
    method: 'PUT',
    path: '/user/update_password',
    summary:
      "Change the signed-in user's password (old required; new 6 to 12; repeat must match). The user's other sessions are signed out; this one stays",
    tag: 'user',
    access: 'session',
    body: updatePasswordBodySchema,
    response: updatePasswordResultSchema,
  }),
};
