import type { CauseCategory, DefectLevel, ResponsibleUnitKind } from '@takt/contracts';

/**
 * Form values → API bodies of the quality catalogues. Every catalogue's form has code and name;
 * each adds its own fields, converted here (trimmed text, blank → null, absent lists → []).
 */

export type FormValues = Record<string, unknown>;

/** Trimmed text, or null when blank or absent. */
export function textOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The ids of a multiple picker (none when cleared). */
export function idList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : [];
}

export function codedBody(values: FormValues): { code: string; name: string } {
  return { code: String(values.code ?? '').trim(), name: String(values.name ?? '').trim() };
}

export const defectTypeBody = (values: FormValues) => ({
  level: values.level as DefectLevel,
  remark: textOrNull(values.remark),
});

export const badPhenomenonBody = (values: FormValues) => ({
  defectTypeId: String(values.defectTypeId ?? ''),
  commonlyUsed: values.commonlyUsed === true,
  causeIds: idList(values.causeIds),
  solutionIds: idList(values.solutionIds),
  remark: textOrNull(values.remark),
});

export const defectCauseBody = (values: FormValues) => ({
  category: values.category as CauseCategory,
  remark: textOrNull(values.remark),
});

/** Only an internal unit keeps its organisation. */
export const responsibleUnitBody = (values: FormValues) => {
  const kind = values.kind as ResponsibleUnitKind;
  return {
    kind,
    organisationId: kind === 'internal' ? textOrNull(values.organisationId) : null,
    contact: textOrNull(values.contact),
    remark: textOrNull(values.remark),
  };
};

export const solutionBody = (values: FormValues) => ({ description: textOrNull(values.description) });

/** Severity colours: the most severe the most alarming. */
export const LEVEL_COLORS: Record<DefectLevel, string> = { critical: 'red', major: 'orange', minor: 'blue' };
