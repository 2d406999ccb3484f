import { Permissions } from '../access/permissions.js';
import { defineRoute } from '../common/route.js';
import { pageSettingsEditSchema, pageSettingsSchema } from './page-setting.schema.js';

const P = Permissions.sys.pageSetting;

export const pageSettingApi = {
  get: defineRoute({
    method: 'GET',
    path: '/client_page_setting/client_page_setting',
    summary: "The enterprise's page settings (watermark, home page, languages); any signed-in user",
    tag: 'page-settings',
    access: 'session',
    response: pageSettingsSchema,
  }),
  edit: defineRoute({
    method: 'PUT',
    path: '/client_page_setting/edit',
    summary: 'Save page settings (all or some); returns the whole set',
    tag: 'page-settings',
    access: { permission: P.edit },
    body: pageSettingsEditSchema,
    response: pageSettingsSchema,
  }),
  /**
   * multipart/form-data with one file in the field {@link HOME_PICTURE_FIELD}: png, jpg or
   * jpeg (checked by content), at most {@link HOME_PICTURE_MAX_BYTES}. Returns the whole set
   * with `homePicture` pointing at the stored file.
   */
  updateHomePicture: defineRoute({
    method: 'POST',
    path: '/client_page_setting/update_home_picture',
    summary: 'Upload the enterprise home picture (multipart field `file`; png/jpg/jpeg, at most 2 MB)',
    tag: 'page-settings',
    access: { permission: P.edit },
    response: pageSettingsSchema,
  }),
};
