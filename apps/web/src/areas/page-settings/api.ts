import { HOME_PICTURE_FIELD, type PageSettingsEdit, pageSettingApi } from '@takt/contracts';
import { callApi } from '../../app/request';

export function savePageSettings(body: PageSettingsEdit) {
  return callApi(pageSettingApi.edit, { body });
}

/** Uploads the enterprise's home picture; the answer is the whole set, pointing at the stored file. */
export function uploadHomePicture(file: Blob, filename: string) {
  const form = new FormData();
  form.append(HOME_PICTURE_FIELD, file, filename);
  return callApi(pageSettingApi.updateHomePicture, { body: form });
}
