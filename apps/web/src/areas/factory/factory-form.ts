/** Pure helpers of the workshop, line and workstation pages (tested beside them). */

export type FactoryKind = 'workshop' | 'line' | 'station';

/** The field naming the parent organisation in each kind's form and filters. */
export const PARENT_FIELD = { workshop: 'factoryId', line: 'workshopId', station: 'lineId' } as const;

/** Whether the kind has an owner (workshops and lines; spec 001 §3). */
export const HAS_OWNER: Record<FactoryKind, boolean> = { workshop: true, line: true, station: false };

export interface FactoryFormValues extends Record<string, unknown> {
  name: string;
  code: string;
  parentId?: string;
  ownerId?: string | null;
  description?: string | null;
  sort?: number | null;
  /** A workstation's other lines (a repair station serving several lines). */
  servedLineIds?: string[];
}

/** The add/edit body of one kind from the form's values: trimmed, blanks as null, the parent under its own name. */
export function toFactoryBody(kind: FactoryKind, values: FactoryFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    [PARENT_FIELD[kind]]: values.parentId ?? '',
    code: values.code.trim(),
    name: values.name.trim(),
    description: values.description?.trim() || null,
    sort: values.sort ?? 0,
  };
  if (HAS_OWNER[kind]) body.ownerId = values.ownerId || null;
  if (kind === 'station') body.servedLineIds = values.servedLineIds ?? [];
  return body;
}

/** The form's values of an existing row (the parent field read from the row under its own name). */
export function toFactoryFormValues(kind: FactoryKind, row: Record<string, unknown>): FactoryFormValues {
  return {
    name: String(row.name ?? ''),
    code: String(row.code ?? ''),
    parentId: row[PARENT_FIELD[kind]] as string | undefined,
    ownerId: HAS_OWNER[kind] ? ((row.ownerId as string | null) ?? null) : undefined,
    description: (row.description as string | null) ?? null,
    sort: (row.sort as number) ?? 0,
    ...(kind === 'station'
      ? { servedLineIds: ((row.servedLines as { id: string }[] | undefined) ?? []).map((line) => line.id) }
      : {}),
  };
}

/** The list with the item at `index` moved by `delta` places (unchanged when it would leave the list). */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}
