import { describe, expect, it } from 'vitest';
import {
  idList,
  type ResourceField,
  remarkField,
  resourceBody,
  resourceFormValues,
  rowTitle,
  textOrNull,
} from './resource-def';

type Row = { id: string; code: string; name: string; causes: { id: string }[]; kind: string };

const fields: ResourceField<Row>[] = [
  { name: 'level', label: 'quality.level', input: { kind: 'enum', required: true }, initial: 'minor' },
  { name: 'precision', label: 'materials.units.precision', input: { kind: 'number', max: 6 } },
  { name: 'typeId', label: 'quality.defectType', input: { kind: 'ref', ref: 'defectType' } },
  {
    name: 'causeIds',
    label: 'quality.causes',
    input: { kind: 'ref', ref: 'defectCause', multiple: true },
    initial: [],
    fromRow: (row) => row.causes.map((cause) => cause.id),
  },
  { name: 'commonlyUsed', label: 'quality.commonlyUsed', input: { kind: 'switch' }, initial: false },
  { name: 'shownOnly', label: 'quality.kind' },
  remarkField(200),
];

describe('resource form values and bodies', () => {
  it('trims text and turns blanks into null', () => {
    expect(textOrNull('  a b ')).toBe('a b');
    expect(textOrNull('   ')).toBeNull();
    expect(textOrNull(undefined)).toBeNull();
    expect(textOrNull(3)).toBeNull();
    expect(idList(undefined)).toEqual([]);
    expect(idList(['1', '', 2, '3'])).toEqual(['1', '3']);
  });

  it('builds the body from the fields with an input: code and name trimmed, each kind converted', () => {
    const body = resourceBody(
      { fields },
      { code: ' DT-1 ', name: ' Scratch ', level: 'major', precision: 2, typeId: '', causeIds: ['5', ''], remark: ' ' },
    );
    expect(body).toEqual({
      code: 'DT-1',
      name: 'Scratch',
      level: 'major',
      precision: 2,
      typeId: null,
      causeIds: ['5'],
      commonlyUsed: false,
      remark: null,
    });
    const blank = resourceBody({ fields }, { precision: null, commonlyUsed: true });
    expect(blank).toMatchObject({ commonlyUsed: true });
    expect(blank).not.toHaveProperty('precision'); // the contract's default applies
  });

  it('lets the resource reshape the body (a rule between fields)', () => {
    const body = resourceBody(
      { fields: [], body: (built, values) => ({ ...built, organisationId: values.kind === 'internal' ? '7' : null }) },
      { code: 'U', name: 'Unit', kind: 'supplier' },
    );
    expect(body).toEqual({ code: 'U', name: 'Unit', organisationId: null });
  });

  it('tells the reshaping whether a record is added or edited (a flag only a new record sets)', () => {
    const def = {
      fields: [{ name: 'isSystem', label: 'dictionaries.param.isSystem', input: { kind: 'switch' } }] as const,
      body: ({ isSystem, ...built }: Record<string, unknown>, _values: Record<string, unknown>, row: Row | null) =>
        row ? built : { ...built, isSystem },
    };
    expect(resourceBody<Row>(def, { code: 'P', name: 'Param', isSystem: true })).toEqual({
      code: 'P',
      name: 'Param',
      isSystem: true,
    });
    const row: Row = { id: '1', code: 'P', name: 'Param', causes: [], kind: 'x' };
    expect(resourceBody<Row>(def, { code: 'P', name: 'Param', isSystem: true }, row)).toEqual({
      code: 'P',
      name: 'Param',
    });
  });

  it('leaves the name out of the body and the question of a record without one', () => {
    expect(resourceBody({ fields: [], coded: { name: false } }, { code: ' WO-1 ', name: 'stale' })).toEqual({
      code: 'WO-1',
    });
    expect(rowTitle({ id: '1', code: 'WO-1' })).toBe('WO-1');
    expect(rowTitle({ id: '1', code: 'KG', name: 'Kilogram' })).toBe('KG Kilogram');
  });

  it('opens a new record with the initial values and an edited one with its own (through fromRow)', () => {
    expect(resourceFormValues({ fields }, null)).toEqual({ level: 'minor', causeIds: [], commonlyUsed: false });
    const row: Row = { id: '1', code: 'P', name: 'Phenomenon', causes: [{ id: '3' }, { id: '4' }], kind: 'x' };
    expect(resourceFormValues({ fields }, row)).toMatchObject({ code: 'P', causeIds: ['3', '4'] });
  });
});
