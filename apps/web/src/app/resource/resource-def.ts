import type { RefKind, RouteDef, SheetImportRoutes } from '@takt/contracts';
import type { Breakpoint } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ParseKeys } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableAction } from '../access/TableActions';
import type { Editing } from '../crud/EditModalForm';

/**
 * The resource kit's web half: a list page declared once. Each field says which roles it plays
 * (list column, search filter, form input, detail item) and the kit builds the ProTable, the
 * add/edit dialog, the detail drawer, export and import from that one declaration.
 */

/** A locale key (`materials.units.precision`), checked when compiled; the kit translates it. */
export type TextKey = ParseKeys;
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * i18next's `t` as a {@link Translate}: the kit translates keys its declarations checked as
 * {@link TextKey}s where they were written, and keys it builds (an enum value's text).
 */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return t as unknown as Translate;
}

/** What every listed record has: an id and a code; most have a name too (see `coded.name`). */
export type CodedRow = { id: string; code: string; name?: string };

/** A record's words in a question ("Delete KG Kilogram?"): its code, then its name when it has one. */
export function rowTitle(row: CodedRow): string {
  return row.name ? `${row.code} ${row.name}` : row.code;
}

/** What a form input of a custom field receives. */
export interface CustomFieldProps<R = unknown> {
  /** The field's name (the form's field). */
  name: string;
  /** `<resource testId>-<field name>`. */
  testId: string;
  label: string;
  /** The field's help, translated. */
  help?: string;
  /** The record being edited; null when adding. */
  row: R | null;
}

/** The form input of a field, with the contracts' limits. */
export type FieldInput<R = unknown> =
  | { kind: 'text'; max: number; required?: boolean; pattern?: RegExp; lines?: number }
  | { kind: 'number'; min?: number; max: number; precision?: number; required?: boolean }
  | { kind: 'enum'; required?: boolean }
  | { kind: 'ref'; ref: RefKind; multiple?: boolean; max?: number; required?: boolean }
  | { kind: 'switch' }
  /** Escape hatch: a form section of the page's own (ProForm items; hooks allowed). */
  | { kind: 'custom'; Field: (props: CustomFieldProps<R>) => ReactNode };

/** A field's place in the list (shown unless `column: false`). */
export interface ColumnRole {
  /** The column's title when it differs from the form label (default: the label). */
  title?: TextKey;
  sort?: boolean;
  /** The search filter's query parameter when it differs from the field's name (`shiftIds` filtered by `shiftId`). */
  filter?: string;
  /** A search filter: a text box, or the enum's / ref's / switch's picker. */
  search?: boolean;
  width?: number;
  /** Shown from this screen size up (column settings still list it). */
  responsive?: Breakpoint[];
  ellipsis?: boolean;
  copyable?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Only a search filter: not a column of the table. */
  hidden?: boolean;
  /** The title's full wording on hover (when `title` is a short one). */
  titleTip?: TextKey;
  /** The column stays at the table's left edge when it scrolls. */
  fixed?: boolean;
  /** The search picker takes several values. */
  multiple?: boolean;
  /** The search filter's starting value; a filter with one cannot be cleared (a scope: current or all). */
  initial?: unknown;
  /**
   * A date-range search, sent as the two query parameters named here (`YYYY-MM-DD` each).
   * `within31Days`: a log's or record's range (spec 001 §9; the server's `dateRangeWithin31Days`):
   * the quick ranges beside a picker of at most 31 days, never empty, first in the search form,
   * the last 7 days to start with.
   */
  dateRange?: { from: string; to: string; within31Days?: boolean };
  /** The search filter's own input (e.g. a dictionary's picker) instead of the kit's. */
  searchInput?: () => ReactNode;
}

export interface ResourceField<R> {
  /** The record's key, the form's field and the body's key. */
  name: string;
  label: TextKey;
  /** A tooltip beside the form label (a function when the text takes values). */
  help?: TextKey | ((t: Translate) => string);
  /**
   * An enum's values, their names (a locale prefix: `quality.levels` → `quality.levels.minor`, or
   * a function of the value) and tag colours (by value, or a function of it).
   */
  options?: {
    values: readonly string[];
    texts: string | ((value: string, t: Translate) => string);
    colors?: Record<string, string> | ((value: string) => string);
  };
  /** The form input; no input: not in the form. */
  input?: FieldInput<R>;
  /** The input is shown but cannot change on this record (e.g. a built-in one's). */
  locked?: (row: R) => boolean;
  /** The whole row of the form rather than half of it. */
  wide?: boolean;
  /** Its width in the form's 24-column grid from small screens up (a third: 8); default half, `wide` whole. */
  span?: number;
  /** A new record's value. */
  initial?: unknown;
  column?: false | ColumnRole;
  /** In the detail drawer (default: yes when the resource has one). */
  detail?: boolean;
  /** The cell and the detail item (default: the value as text, an enum's name, a switch's yes/no). */
  render?: (row: R, t: Translate, page: PageChanges) => ReactNode;
  /** The form's value of a record being edited (default: `row[name]`). */
  fromRow?: (row: R) => unknown;
  /** Rules beside the limits' (a check that needs the edited record: `row` is null when adding). */
  rules?: (row: R | null, t: Translate) => Rule[];
}

/** A contracts route answering one page of rows. */
type PageRoute = RouteDef & { readonly response: unknown };

/** What a cell gets to change its record in place (a status switch): the table's reload and "changed" message. */
export type PageChanges = Pick<ResourcePageHandle<unknown>, 't' | 'reload' | 'changed'>;

/** What extra row and toolbar actions get: the table's reload and the add/edit dialog's openers. */
export interface ResourcePageHandle<R> {
  t: Translate;
  reload: () => void;
  changed: (text: string) => void;
  edit: (row: R) => void;
  view: (row: R) => void;
  /** Empties the row selection (a page with `selection`; otherwise nothing to do). */
  clearSelection: () => void;
}

/** What a page's own add/edit dialog (`form`) gets: which record is open, and the "saved" follow-up. */
export interface ResourceFormProps<R> {
  editing: Editing<R>;
  onSaved: (text: string) => void;
}

/** What a page's own detail (`detailView`) gets: the record shown (null: closed). */
export interface ResourceDetailProps<R> {
  row: R | null;
  onClose: () => void;
}

/** Row selection with actions on the chosen rows (a page prop: the actions are the page's own). */
export interface ResourceSelection<R> {
  /** The bar's words about the chosen rows ("3 selected"). */
  alert: (rows: R[], t: Translate) => ReactNode;
  /** The bar's buttons, before "Clear"; the page clears the selection when an action is done. */
  actions: (rows: R[], page: ResourcePageHandle<R>) => ReactNode[];
  /** The text of the button that empties the selection. */
  clearText: TextKey;
}

export interface ResourcePageDef<R extends CodedRow> {
  api: { page: PageRoute; detail?: RouteDef; add?: RouteDef; edit?: RouteDef; delete?: RouteDef; export?: RouteDef };
  permissions: { get?: string; add?: string; edit?: string; delete?: string; export?: string };
  importRoutes?: SheetImportRoutes;
  /** Test ids (`<testId>-add`, `<testId>-name`, `<testId>-export`…) and file names. */
  testId: string;
  /** The export's and the import template's file name when it differs from `testId` (`production-plans`). */
  fileName?: string;
  /** Column settings are kept under `takt:table:<settingsKey>`. */
  settingsKey: string;
  /** `detail` takes `{{code}}`. */
  texts: { title: TextKey; add: TextKey; edit: TextKey; detail?: TextKey };
  /** Code and name: the first two columns and the form's first row, with the contracts' limits. */
  coded: /** The name's limit (a record with a name). */
  (
    | { name?: undefined; nameMax: number }
    /** Records without a name (work orders, plans): no name column, input or detail item. */
    | { name: false; nameMax?: undefined }
  ) & {
    codeMax: number;
    /** The code column: its title (default `crud.code`), width, kept at the left edge, its own cell (default: the code, copyable). */
    codeColumn?: {
      title?: TextKey;
      width?: number;
      fixed?: boolean;
      render?: (row: R, page: ResourcePageHandle<R>) => ReactNode;
    };
    codePattern: RegExp;
    /** The message of a code off its pattern (default `crud.codeFormat`). */
    codeFormat?: (t: Translate, field: string) => string;
    /** A tooltip beside the code's label. */
    codeHelp?: TextKey;
    /** The code cannot change on this record (e.g. a built-in one's). */
    codeLocked?: (row: R) => boolean;
    /** The name column's title (default `crud.name`). */
    nameTitle?: TextKey;
    /** The name's cell (default: the name). */
    renderName?: (row: R, t: Translate) => ReactNode;
  };
  fields: readonly ResourceField<R>[];
  /** Whether this record offers delete (default: every record). */
  deletable?: (row: R) => boolean;
  /** The delete's question of the page's own (default "Delete <code> <name>?"). */
  deleteConfirm?: (row: R, t: Translate) => string;
  /** Whether this record offers edit (default: every record). */
  editable?: (row: R) => boolean;
  /** The page's own add/edit dialog instead of the one built from the fields' inputs. */
  form?: ComponentType<ResourceFormProps<R>>;
  /** The page's own detail instead of the drawer built from the fields; `page.view(row)` opens it. */
  detailView?: ComponentType<ResourceDetailProps<R>>;
  /** Reloads when the hub says records of this table changed anywhere (`RefreshTable` with `{ table }`). */
  hubTable?: string;
  /**
   * Fixed column widths adding up to what a 1440 px screen holds (the selection column too): wider
   * screens stretch them, narrower ones scroll (default: each column as wide as its words).
   */
  fixedLayout?: boolean;
  /** The actions column's width (default 180 with detail beside other actions, 100 for detail alone, else 140). */
  actionsWidth?: number;
  /** Row actions in this order of their keys (`['generate', 'edit', 'close', 'delete']`); others keep their place after them. */
  actionOrder?: readonly string[];
  /** After every change (save, delete, `page.changed`): caches of the page's records to refresh. */
  onChanged?: () => unknown;
  /** Width of the add/edit dialog (default 560). */
  formWidth?: number;
  /** No "Created" column. */
  noCreatedAt?: boolean;
  /** Added to every page and export query (e.g. the parent whose children the page lists). */
  query?: Record<string, unknown>;
  /** The table's title instead of `texts.title` (e.g. with the parent's name and a way back). */
  headerTitle?: ReactNode;
  /** A "Detail" row action opening the drawer (needs `api.detail`) or the page's own `detailView`. */
  detail?: boolean;
  /** What a row shows when expanded (e.g. a record's lines, loaded when opened); none: rows do not expand. */
  expandable?: (row: R) => ReactNode;
  /** Extra row actions, after detail, edit and delete (the 2-then-More rule applies to all). */
  rowActions?: (row: R, page: ResourcePageHandle<R>) => TableAction[];
  /** Extra toolbar buttons, before import, export and add. */
  toolButtons?: (page: ResourcePageHandle<R>) => ReactNode[];
  /** Reshapes the add/edit body built from the fields (a rule between fields); `row` is null when adding. */
  body?: (body: Record<string, unknown>, values: Record<string, unknown>, row: R | null) => Record<string, unknown>;
}

/** Declares a list page (typed by its row), to be shown by `<ResourcePage resource={…} />`. */
export function defineResourcePage<R extends CodedRow>(def: ResourcePageDef<R>): ResourcePageDef<R> {
  return def;
}

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

/** One field's body value from its form value: trimmed text or null, a number or null, ids, a flag. */
function bodyValue(input: FieldInput<never>, value: unknown): unknown {
  switch (input.kind) {
    case 'text':
      return textOrNull(value);
    case 'number':
      // Blank: left out, so the contract's default applies.
      return typeof value === 'number' ? value : undefined;
    case 'ref':
      return input.multiple ? idList(value) : textOrNull(value);
    case 'switch':
      return value === true;
    default:
      return value ?? null;
  }
}

/** The add/edit body of a resource's form values: code, name (unless it has none) and each field with an input. */
export function resourceBody<R extends CodedRow>(
  def: Pick<ResourcePageDef<R>, 'fields' | 'body'> & { coded?: { name?: false } },
  values: Record<string, unknown>,
  row: R | null = null,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    code: String(values.code ?? '').trim(),
    ...(def.coded?.name === false ? {} : { name: String(values.name ?? '').trim() }),
  };
  for (const field of def.fields) {
    const value = field.input && bodyValue(field.input, values[field.name]);
    if (value !== undefined) body[field.name] = value;
  }
  return def.body ? def.body(body, values, row) : body;
}

/** The form's values: a record's own (through `fromRow`), or a new record's initial values. */
export function resourceFormValues<R extends CodedRow>(
  def: Pick<ResourcePageDef<R>, 'fields'>,
  row: R | null,
): Record<string, unknown> {
  if (!row)
    return Object.fromEntries(
      def.fields.flatMap((field) => (field.initial === undefined ? [] : [[field.name, field.initial]])),
    );
  const values: Record<string, unknown> = { ...row };
  for (const field of def.fields) if (field.fromRow) values[field.name] = field.fromRow(row);
  return values;
}

/** The remark most resources end with: a whole form row, a column shown on wide screens. */
export function remarkField<R>(max: number, lines?: number): ResourceField<R> {
  return {
    name: 'remark',
    label: 'crud.remark',
    input: { kind: 'text', max, lines },
    wide: true,
    column: { ellipsis: true, responsive: ['xxl'] },
  };
}
