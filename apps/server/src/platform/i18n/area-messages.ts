import type { Language } from '@takt/contracts';
import { accessMessages } from '../../areas/access/access.messages.js';
import { menuAdminMessages } from '../../areas/access/menu-admin.messages.js';
import { barcodesMessages } from '../../areas/barcodes/barcodes.messages.js';
import { bomMessages } from '../../areas/bom/bom.messages.js';
import { dictionaryMessages } from '../../areas/dictionaries/dictionaries.messages.js';
import { factoryMessages } from '../../areas/factory/factory.messages.js';
import { userAdminMessages } from '../../areas/identity/user-admin.messages.js';
import { userImportMessages } from '../../areas/identity/user-import.messages.js';
import { userProfileMessages } from '../../areas/identity/user-profile.messages.js';
import { labelsMessages } from '../../areas/labels/labels.messages.js';
import { licenceMessages } from '../../areas/licences/licence.messages.js';
import { materialsMessages } from '../../areas/materials/materials.messages.js';
import { organisationMessages } from '../../areas/organisations/organisations.messages.js';
import { parameterMessages } from '../../areas/parameters/parameters.messages.js';
import { processesMessages } from '../../areas/processes/processes.messages.js';
import { productionMessages } from '../../areas/stations/stations.messages.js';
import { traceMessages } from '../../areas/trace/trace.messages.js';
import { qualityMessages } from '../../areas/quality/quality.messages.js';
import { referenceMessages } from '../../areas/references/references.messages.js';
import { reportsMessages } from '../../areas/reports/reports.messages.js';
import { shiftsMessages } from '../../areas/shifts/shifts.messages.js';
import { enterpriseMessages } from '../../areas/tenants/enterprise.messages.js';
import { workOrdersMessages } from '../../areas/work-orders/work-orders.messages.js';
import { sheetImportMessages } from '../excel/sheet-import.messages.js';

/**
 * An area's server texts in the four interface languages. The English set names the keys; the
 * compiler insists every other language has exactly those keys.
 */
export type AreaMessages<K extends string> = { 'en-US': Record<K, string> } & Record<
  Exclude<Language, 'en-US'>,
  Record<K, string>
>;

export function defineAreaMessages<const E extends Record<string, string>>(
  messages: { 'en-US': E } & Record<Exclude<Language, 'en-US'>, Record<keyof E, string>>,
): AreaMessages<keyof E & string> {
  return messages;
}

// Each area with texts of its own adds one import and one entry here (keys `<area>.<text>`).
const sources = [
  userAdminMessages,
  enterpriseMessages,
  licenceMessages,
  userProfileMessages,
  userImportMessages,
  accessMessages,
  menuAdminMessages,
  organisationMessages,
  parameterMessages,
  dictionaryMessages,
  referenceMessages,
  sheetImportMessages,
  factoryMessages,
  shiftsMessages,
  processesMessages,
  materialsMessages,
  qualityMessages,
  barcodesMessages,
  bomMessages,
  labelsMessages,
  productionMessages,
  traceMessages,
  workOrdersMessages,
  reportsMessages,
] as const satisfies readonly AreaMessages<string>[];

type KeysOf<T> = T extends AreaMessages<infer K> ? K : never;
type AreaKey = KeysOf<(typeof sources)[number]>;

function merge(language: Language): Record<AreaKey, string> {
  return Object.assign({}, ...sources.map((source) => source[language])) as Record<AreaKey, string>;
}

export const areaMessages: Record<Language, Record<AreaKey, string>> = {
  'en-US': merge('en-US'),
  'zh-CN': merge('zh-CN'),
  'zh-TW': merge('zh-TW'),
  'vi-VN': merge('vi-VN'),
};
