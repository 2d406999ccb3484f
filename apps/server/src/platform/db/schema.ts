/** Every table, for drizzle-kit. Areas own their tables; this file only gathers them. */

export * from '../../areas/access/access.table.js';
export * from '../../areas/access/data-scope.table.js';
export * from '../../areas/access/tenant-module.table.js';
export * from '../../areas/barcodes/barcodes.table.js';
export * from '../../areas/bom/bom.table.js';
export * from '../../areas/dictionaries/dictionary.table.js';
export * from '../../areas/factory/factory.table.js';
export * from '../../areas/files/file.table.js';
export * from '../../areas/identity/identity.table.js';
export * from '../../areas/identity/user-import.table.js';
export * from '../../areas/labels/labels.table.js';
export * from '../../areas/licences/licence.table.js';
export * from '../../areas/materials/materials.table.js';
export * from '../../areas/messages/message.table.js';
export * from '../../areas/notices/notice.table.js';
export * from '../../areas/operation-log/operation-log.table.js';
export * from '../../areas/organisations/organisation.table.js';
export * from '../../areas/organisations/position.table.js';
export * from '../../areas/page-settings/page-setting.table.js';
export * from '../../areas/parameters/parameter.table.js';
export * from '../../areas/preferences/preference.table.js';
export * from '../../areas/processes/processes.table.js';
export * from '../../areas/quality/quality.table.js';
export * from '../../areas/registration/verification-code.table.js';
export * from '../../areas/shifts/shifts.table.js';
export * from '../../areas/tenants/tenant.table.js';
export { idSequence } from './columns.js';
