// Every area's server texts, registered as a server start registers them (each area's module),
// for tests that translate without starting a server.

import { accessMessages } from '../areas/access/access.messages.js';
import { menuAdminMessages } from '../areas/access/menu-admin.messages.js';
import { barcodesMessages } from '../areas/barcodes/barcodes.messages.js';
import { bomMessages } from '../areas/bom/bom.messages.js';
import { dictionaryMessages } from '../areas/dictionaries/dictionaries.messages.js';
import { factoryMessages } from '../areas/factory/factory.messages.js';
import { userAdminMessages } from '../areas/identity/user-admin.messages.js';
import { userImportMessages } from '../areas/identity/user-import.messages.js';
import { userProfileMessages } from '../areas/identity/user-profile.messages.js';
import { iotMessages } from '../areas/iot/iot.messages.js';
import { labelsMessages } from '../areas/labels/labels.messages.js';
import { licenceMessages } from '../areas/licences/licence.messages.js';
import { materialsMessages } from '../areas/materials/materials.messages.js';
import { organisationMessages } from '../areas/organisations/organisations.messages.js';
import { parameterMessages } from '../areas/parameters/parameters.messages.js';
import { processesMessages } from '../areas/processes/processes.messages.js';
import { pushMessages } from '../areas/push/push.messages.js';
import { qualityMessages } from '../areas/quality/quality.messages.js';
import { referenceMessages } from '../areas/references/references.messages.js';
import { reportsMessages } from '../areas/reports/reports.messages.js';
import { shiftsMessages } from '../areas/shifts/shifts.messages.js';
import { productionMessages } from '../areas/stations/stations.messages.js';
import { enterpriseMessages } from '../areas/tenants/enterprise.messages.js';
import { traceMessages } from '../areas/trace/trace.messages.js';
import { workOrdersMessages } from '../areas/work-orders/work-orders.messages.js';
import { registerAreaMessages } from '../platform/i18n/messages.js';

registerAreaMessages(
  accessMessages,
  menuAdminMessages,
  barcodesMessages,
  bomMessages,
  dictionaryMessages,
  factoryMessages,
  userAdminMessages,
  userImportMessages,
  userProfileMessages,
  iotMessages,
  labelsMessages,
  licenceMessages,
  materialsMessages,
  organisationMessages,
  parameterMessages,
  processesMessages,
  pushMessages,
  qualityMessages,
  referenceMessages,
  reportsMessages,
  shiftsMessages,
  productionMessages,
  enterpriseMessages,
  traceMessages,
  workOrdersMessages,
);
