import { describe, expect, it } from 'vitest';
import {
  badPhenomenonBody,
  codedBody,
  defectTypeBody,
  idList,
  responsibleUnitBody,
  solutionBody,
  textOrNull,
} from './catalogue-form';

describe('quality catalogue form values', () => {
  it('trims text and turns blanks into null', () => {
    expect(textOrNull('  a b ')).toBe('a b');
    expect(textOrNull('   ')).toBeNull();
    expect(textOrNull(undefined)).toBeNull();
    expect(textOrNull(3)).toBeNull();
    expect(codedBody({ code: ' DT-1 ', name: ' Scratch ' })).toEqual({ code: 'DT-1', name: 'Scratch' });
    expect(defectTypeBody({ level: 'minor', remark: ' ' })).toEqual({ level: 'minor', remark: null });
    expect(solutionBody({ description: ' step 1\nstep 2 ' })).toEqual({ description: 'step 1\nstep 2' });
  });

  it('sends a phenomenon’s links as id lists and its flag as a boolean', () => {
    expect(idList(undefined)).toEqual([]);
    expect(idList(['1', '', 2, '3'])).toEqual(['1', '3']);
    expect(badPhenomenonBody({ defectTypeId: '10', causeIds: ['5'] })).toEqual({
      defectTypeId: '10',
      commonlyUsed: false,
      causeIds: ['5'],
      solutionIds: [],
      remark: null,
    });
    expect(badPhenomenonBody({ defectTypeId: '10', commonlyUsed: true }).commonlyUsed).toBe(true);
  });

  it('keeps the organisation of internal units only', () => {
    expect(responsibleUnitBody({ kind: 'internal', organisationId: '7', contact: ' ' })).toEqual({
      kind: 'internal',
      organisationId: '7',
      contact: null,
      remark: null,
    });
    expect(responsibleUnitBody({ kind: 'supplier', organisationId: '7', contact: ' +86 1 ' })).toMatchObject({
      organisationId: null,
      contact: '+86 1',
    });
  });
});
