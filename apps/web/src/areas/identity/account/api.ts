import {
  type UpdateBaseUserInfoBody,
  type UpdatePasswordBody,
  USER_PICTURE_FIELD,
  userPictureApi,
  userProfileApi,
} from '@takt/contracts';
import { type ApiError, callApi } from '../../../app/request';

/**
 * Calls of the account settings (spec 000 §7): `PUT /user/update_base_user_info`, `PUT
 * /user/update_password` and the avatar/signature uploads of `/user_picture/*`.
 */

/** A refused field (400/1001), a wrong old password (1001), … are shown under the form. */
export const isShownByForm = (error: ApiError) => error.httpStatus >= 400 && error.httpStatus < 500;

export function updateBaseUserInfo(body: UpdateBaseUserInfoBody) {
  return callApi(userProfileApi.updateBaseUserInfo, { body, quiet: isShownByForm });
}

export function updatePassword(body: UpdatePasswordBody) {
  return callApi(userProfileApi.updatePassword, { body, quiet: isShownByForm });
}

export type PictureKind = 'avatar' | 'signature';

/** Uploads the signed-in user's own avatar or signature. */
export function uploadOwnPicture(kind: PictureKind, file: Blob, filename: string) {
  const form = new FormData();
  form.append(USER_PICTURE_FIELD, file, filename);
  const route = kind === 'avatar' ? userPictureApi.updateAvatar : userPictureApi.updateSignature;
  return callApi(route, { body: form, quiet: isShownByForm });
}
