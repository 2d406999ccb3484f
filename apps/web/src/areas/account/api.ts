import { defineRoute } from '@takt/contracts';
import { z } from 'zod';
import { type ApiError, callApi } from '../../app/request';

/**
 * Calls of the account settings. Saving the profile and changing the password are routes of
 * user administration (spec 000 §7: `PUT /user/update_base_user_info`, `PUT
 * /user/update_password`), which arrives with a later issue: until its contracts exist these
 * two interim definitions name the paths, and a 404 tells the page the route is not there yet.
 * When user administration lands, import its route definitions instead and delete these.
 */
const baseUserInfoBodySchema = z.object({
  name: z.string(),
  nickname: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.number().int().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
const updatePasswordBodySchema = z.object({ oldPassword: z.string(), newPassword: z.string(), confirm: z.string() });

export const interimUserApi = {
  updateBaseUserInfo: defineRoute({
    method: 'PUT',
    path: '/user/update_base_user_info',
    summary: "Save the signed-in user's own basic information",
    tag: 'user',
    access: 'session',
    body: baseUserInfoBodySchema,
    response: z.unknown(),
  }),
  updatePassword: defineRoute({
    method: 'PUT',
    path: '/user/update_password',
    summary: "Change the signed-in user's password",
    tag: 'user',
    access: 'session',
    body: updatePasswordBodySchema,
    response: z.unknown(),
  }),
};

export type BaseUserInfoBody = z.infer<typeof baseUserInfoBodySchema>;
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

/** The route is not there (yet): the server answers 404 for an unknown path. */
export function isNotAvailable(error: unknown): boolean {
  return (error as ApiError | null)?.httpStatus === 404;
}

/** A refused field (400/1001), a wrong old password (1001/409), … are shown under the form. */
export const isShownByForm = (error: ApiError) => error.httpStatus >= 400 && error.httpStatus < 500;

export function updateBaseUserInfo(body: BaseUserInfoBody) {
  return callApi(interimUserApi.updateBaseUserInfo, { body, quiet: isShownByForm });
}

export function updatePassword(body: UpdatePasswordBody) {
  return callApi(interimUserApi.updatePassword, { body, quiet: isShownByForm });
}
