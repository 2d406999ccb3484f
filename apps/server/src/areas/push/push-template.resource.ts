import {
  PUSH_TEMPLATE_TEXT_FIELDS,
  type PushTemplate,
  type pushTemplateSchemas,
  unknownVariables,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { pushTemplates } from './push.table.js';

type TemplateInput = z.output<typeof pushTemplateSchemas.add>;

/** A template must say something on at least one channel, and name only known variables. */
function checkTexts(input: TemplateInput): void {
  if (!input.robotBody && !input.emailBody && !input.smsBody && !input.hubBody)
    throw invalid('push.templateEmpty', { field: 'robotBody' });
  for (const field of PUSH_TEMPLATE_TEXT_FIELDS) {
    const [unknown] = unknownVariables(input[field]);
    if (unknown) throw invalid('push.unknownVariable', { field, variable: `{${unknown}}` });
  }
}

/** Push templates: code, name and per kind of channel a title and a body with `{variables}`. */
export function createPushTemplates(db: Database, references: ReferenceRegistry) {
  return new ResourceService<typeof pushTemplates, PushTemplate, TemplateInput>(db, references, {
    kind: 'pushTemplate',
    table: pushTemplates,
    codeTaken: 'push.templateCodeTaken',
    values: async (_tenantId, input) => {
      checkTexts(input);
      return {
        robotTitle: input.robotTitle || null,
        robotBody: input.robotBody || null,
        emailSubject: input.emailSubject || null,
        emailBody: input.emailBody || null,
        emailHtml: input.emailHtml,
        smsBody: input.smsBody || null,
        hubTitle: input.hubTitle || null,
        hubBody: input.hubBody || null,
      };
    },
    toDtos: async (_tenantId, rows) =>
      rows.map((row) => ({
        ...codedDto(row),
        robotTitle: row.robotTitle,
        robotBody: row.robotBody,
        emailSubject: row.emailSubject,
        emailBody: row.emailBody,
        emailHtml: row.emailHtml,
        smsBody: row.smsBody,
        hubTitle: row.hubTitle,
        hubBody: row.hubBody,
      })),
  });
}
export type PushTemplates = ReturnType<typeof createPushTemplates>;
