import { z } from 'zod';
import { idSchema } from '../common/ids.js';

/** Spec 000 §3 "Organisation": name, code, type, parent (plus sort). */

export const OrgType = { FACTORY: 1, DEPARTMENT: 2, WORKSHOP: 3, LINE: 4, WORKSTATION: 5 } as const;
export type OrgType = (typeof OrgType)[keyof typeof OrgType];
export const ORG_TYPES = [
  OrgType.FACTORY,
  OrgType.DEPARTMENT,
  OrgType.WORKSHOP,
  OrgType.LINE,
  OrgType.WORKSTATION,
] as const;

/**
 * Where each type may sit: the parent types it accepts, `null` meaning the top level. A factory
 * holds departments and workshops, a workshop holds lines, a line holds workstations.
 */
export const ORG_ALLOWED_PARENTS: Record<OrgType, readonly (OrgType | null)[]> = {
  [OrgType.FACTORY]: [null, OrgType.FACTORY],
  [OrgType.DEPARTMENT]: [null, OrgType.FACTORY, OrgType.DEPARTMENT],
  [OrgType.WORKSHOP]: [OrgType.FACTORY],
  [OrgType.LINE]: [OrgType.WORKSHOP],
  [OrgType.WORKSTATION]: [OrgType.LINE],
};

/** Whether an organisation of `type` may sit under a parent of `parentType` (null: top level). */
export function orgTypeFits(type: OrgType, parentType: OrgType | null): boolean {
  return ORG_ALLOWED_PARENTS[type].includes(parentType);
}

export const ORG_NAME_MAX = 50;
export const ORG_CODE_MAX = 50;
export const ORG_SORT_MAX = 99999;
/** Codes: letters, digits and - _ . (they appear in imports and labels). */
export const ORG_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;

export const orgTypeSchema = z.literal(ORG_TYPES);

export const organisationSchema = z.object({
  id: idSchema,
  /** '0' at the top level. */
  pid: z.string(),
  /** The parent's name (null at the top level). */
  parentName: z.string().nullable(),
  name: z.string(),
  code: z.string(),
  type: z.number().int(),
  sort: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Organisation = z.infer<typeof organisationSchema>;

export interface OrgTreeNode {
  id: string;
  pid: string;
  name: string;
  code: string;
  type: number;
  sort: number;
  children: OrgTreeNode[];
}
export const orgTreeNodeSchema: z.ZodType<OrgTreeNode> = z.lazy(() =>
  z.object({
    id: idSchema,
    pid: z.string(),
    name: z.string(),
    code: z.string(),
    type: z.number().int(),
    sort: z.number().int(),
    children: z.array(orgTreeNodeSchema),
  }),
);

export const organisationFieldsSchema = z.strictObject({
  /** '0' for the top level. */
  pid: z.union([z.literal('0'), idSchema]).default('0'),
  name: z.string().trim().min(1).max(ORG_NAME_MAX).regex(SINGLE_LINE),
  code: z.string().trim().min(1).max(ORG_CODE_MAX).regex(ORG_CODE_PATTERN),
  type: orgTypeSchema,
  sort: z.number().int().min(0).max(ORG_SORT_MAX).default(0),
});
export const organisationAddSchema = organisationFieldsSchema;
export const organisationEditSchema = organisationFieldsSchema.extend({ id: idSchema });
export const organisationIdSchema = z.strictObject({ id: idSchema });
