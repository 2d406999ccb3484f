import type { DictionaryValue, dictionaryValueAddSchema } from '@takt/contracts';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { RowOf } from '../../platform/resources/resource.repository.js';
import { type AnswerContext, codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { dictionaryValues } from './dictionary.table.js';
import {
  type DictionaryTypes,
  refuseDefaultDelete,
  refuseDefaultRecode,
  resolveLabel,
  savedTitles,
} from './dictionary-type.resource.js';

const v = dictionaryValues;
type ValueRow = RowOf<typeof v>;
/** An add's body; an edit's has no `typeId` (a value stays under its type). */
type ValueInput = Omit<z.output<typeof dictionaryValueAddSchema>, 'typeId'> & { typeId?: string };
type PageQuery = Parameters<ResourceService<typeof v, DictionaryValue, ValueInput>['page']>[1];

/** A value's own columns besides type, code and name. */
function ownValues(input: ValueInput, current?: ValueRow) {
  refuseDefaultRecode(current, input.code);
  return {
    titles: savedTitles(input.titles, current),
    sort: input.sort,
    color: input.color ?? null,
    remark: input.remark ?? null,
  };
}

/** Values as the API answers them, with their type's code and the label in the reader's language. */
async function valueDtos(
  types: DictionaryTypes,
  tenantId: string,
  rows: ValueRow[],
  { language }: AnswerContext,
): Promise<DictionaryValue[]> {
  const typeIds = [...new Set(rows.map((row) => row.typeId))];
  const typeCodes = new Map((await types.repo.findByIds(tenantId, typeIds)).map((type) => [type.id, type.code]));
  return rows.map((row) => ({
    ...codedDto(row),
    typeId: row.typeId,
    typeCode: typeCodes.get(row.typeId) ?? '',
    titles: row.titles as Record<string, string>,
    label: resolveLabel(row, language),
    sort: row.sort,
    status: row.status,
    color: row.color,
    isDefault: row.isDefault,
    remark: row.remark,
  }));
}

/**
 * The values of a dictionary type on the resource kit: a value's code is unique within its type,
 * and the list and an add answer "no such dictionary" for a type that does not exist.
 */
export class DictionaryValueResource extends ResourceService<typeof v, DictionaryValue, ValueInput> {
  constructor(
    private readonly database: Database,
    references: ReferenceRegistry,
    private readonly types: DictionaryTypes,
    changed: (tenantId: string) => void,
  ) {
    super(database, references, {
      table: v,
      codeTaken: 'dictionaries.valueCodeTaken',
      codeWithin: { column: v.typeId, value: (input, current) => current?.typeId ?? String(input.typeId) },
      equals: { status: v.status },
      conditions: (query) => [eq(v.typeId, String(query.typeId))],
      sortable: { sort: v.sort, status: v.status },
      // By sort, then in the order they were added (the id), as the list always showed them.
      leadingOrder: [asc(v.sort), asc(v.id)],
      values: async (tenantId, input, current) => ({
        typeId: current?.typeId ?? (await this.typeOf(tenantId, String(input.typeId))).id,
        ...ownValues(input, current),
      }),
      toDtos: (tenantId, rows, context) => valueDtos(types, tenantId, rows, context),
      beforeDelete: (_tenantId, row) => refuseDefaultDelete(row),
      onChanged: changed,
    });
  }

  override page(tenantId: string, query: PageQuery, context: AnswerContext = {}) {
    return this.database.tenant(tenantId, async () => {
      await this.typeOf(tenantId, String(query.typeId));
      return super.page(tenantId, query, context);
    });
  }

  private async typeOf(tenantId: string, typeId: string) {
    const type = await this.types.repo.findById(tenantId, typeId);
    if (!type) throw notFound('dictionaries.noSuchDictionary');
    return type;
  }
}
