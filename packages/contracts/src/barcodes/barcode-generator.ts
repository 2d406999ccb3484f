import { wallTime } from '../common/time-zone.js';
import {
  BARCODE_SERIAL_WIDTH_MAX,
  type BarcodeElement,
  type BarcodeInputs,
  type BarcodeRuleFormat,
  GS1_AIS,
  type Gs1Ai,
} from './barcode-rule.schema.js';
import { type SerialScheme, schemeNeedsOrder, schemeNeedsProduct, serialScheme } from './serial-scheme.js';

/**
 * The pure barcode generator: rule + context (time, enterprise time zone, inputs) + counter
 * value → code. The counter value `n` is 1 for the first code of a period; the count printed is
 * `serialStart + (n − 1) × serialStep`.
 */

export interface GenerationContext extends BarcodeInputs {
  time: Date;
  /** IANA zone the date parts and reset periods are taken in (the enterprise's). */
  timeZone: string;
}

/** Why a code cannot be made; `field` names the input or rule field at fault. */
export type RenderProblem =
  | { problem: 'inputRequired'; field: 'productCode' | 'orderNumber' | 'text' }
  | { problem: 'inputTooLong'; field: 'productCode' | 'orderNumber' | 'text'; width: number }
  | { problem: 'codeTooLong'; field: 'length'; length: number; actual: number }
  | { problem: 'serialExhausted'; field: 'count'; width: number }
  | { problem: 'notNumeric'; field: 'checkDigit' }
  | { problem: 'gs1Field'; field: 'elements'; ai: string };

export class BarcodeRenderError extends Error {
  constructor(readonly detail: RenderProblem) {
    super(`barcode cannot be rendered: ${detail.problem}`);
  }
}

/** Why a rule cannot be saved (§5 and the rule's own consistency). */
export type RuleProblem =
  | { problem: 'lengthPositive'; field: 'length' }
  | { problem: 'prefixAboveLength'; field: 'prefix' }
  | { problem: 'lengthNotAbovePrefix'; field: 'length' }
  | { problem: 'oneSerial'; field: 'elements' }
  | { problem: 'elementsDoNotFit'; field: 'length'; min: number; length: number }
  | { problem: 'separatorRequired'; field: 'separator' }
  | { problem: 'gs1Layout'; field: 'stackingMode' }
  | { problem: 'gs1Prefix'; field: 'prefix' }
  | { problem: 'gs1FirstAi'; field: 'elements' }
  | { problem: 'aiWithoutGs1'; field: 'elements' }
  | { problem: 'gs1FieldLength'; field: 'elements'; ai: string; expected: number; actual: number }
  | { problem: 'gs1FieldNumeric'; field: 'elements'; ai: string }
  | { problem: 'checkDigitNumeric'; field: 'checkDigit' };

// --- dates -------------------------------------------------------------------------------

export interface ZonedDate {
  year: number;
  month: number;
  day: number;
  hour: number;
}

/** The calendar date and hour of `time` in `timeZone`. */
export function zonedDate(time: Date, timeZone: string): ZonedDate {
  const { year, month, day, hour } = wallTime(time, timeZone);
  return { year, month, day, hour };
}

const pad = (value: number | string, width: number, char = '0') => String(value).padStart(width, char);

function dayOfYear(date: ZonedDate): number {
  return (Date.UTC(date.year, date.month - 1, date.day) - Date.UTC(date.year, 0, 1)) / 86_400_000 + 1;
}

/** A date format (`yyyy`, `yy`, `MM`, `dd`, `DDD` day of year, `HH` hour, and their runs). */
export function formatDate(format: string, date: ZonedDate): string {
  if (format === 'DDD') return pad(dayOfYear(date), 3);
  if (format === 'HH') return pad(date.hour, 2);
  return format
    .replace('yyyy', pad(date.year, 4))
    .replace('yy', pad(date.year % 100, 2))
    .replace('MM', pad(date.month, 2))
    .replace('dd', pad(date.day, 2));
}

// --- rule shape ---------------------------------------------------------------------------

export function serialElementOf(rule: Pick<BarcodeRuleFormat, 'elements'>) {
  return rule.elements.find((element) => element.type === 'serial') as
    | Extract<BarcodeElement, { type: 'serial' }>
    | undefined;
}

/** Which inputs a generation with this rule needs. */
export function ruleInputs(rule: Pick<BarcodeRuleFormat, 'elements'>) {
  const serial = serialElementOf(rule);
  const scheme = serial ? serialScheme(serial.scheme) : undefined;
  const has = (type: BarcodeElement['type']) => rule.elements.some((element) => element.type === type);
  return {
    productCode: has('productCode') || (scheme ? schemeNeedsProduct(scheme) : false),
    orderNumber: has('orderNumber') || (scheme ? schemeNeedsOrder(scheme) : false),
    text: has('text'),
  };
}

/**
 * The counter a code is counted in: reset period plus, for keyed schemes, the product code
 * and/or order number: `T`, `Y2026`, `M2026-11`, `D2026-11-23`, then `|P=<product>`, `|O=<order>`.
 */
export function periodKey(rule: Pick<BarcodeRuleFormat, 'elements'>, context: GenerationContext): string {
  const serial = serialElementOf(rule);
  if (!serial) throw new Error('a rule without a serial element has no counter');
  const scheme = serialScheme(serial.scheme);
  const date = zonedDate(context.time, context.timeZone);
  let key = 'T';
  if (scheme.reset === 'yearly') key = `Y${pad(date.year, 4)}`;
  else if (scheme.reset === 'monthly') key = `M${pad(date.year, 4)}-${pad(date.month, 2)}`;
  else if (scheme.reset === 'daily') key = `D${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
  if (schemeNeedsProduct(scheme)) key += `|P=${requireInput(context, 'productCode')}`;
  if (schemeNeedsOrder(scheme)) key += `|O=${requireInput(context, 'orderNumber')}`;
  return key;
}

/** The number printed for the n-th code of a period (n from 1). */
export function serialValue(rule: Pick<BarcodeRuleFormat, 'serialStart' | 'serialStep'>, n: number): number {
  return rule.serialStart + (n - 1) * rule.serialStep;
}

/** GS1 mod-10 check digit of a digit string (weights 3, 1, 3, … from the right). */
export function gs1CheckDigit(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new Error('GS1 check digits are computed over digits only');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return String((10 - (sum % 10)) % 10);
}

// --- rendering ----------------------------------------------------------------------------

function requireInput(context: BarcodeInputs, field: 'productCode' | 'orderNumber' | 'text'): string {
  const value = context[field]?.trim();
  if (!value) throw new BarcodeRenderError({ problem: 'inputRequired', field });
  return value;
}

function padded(
  value: string,
  field: 'productCode' | 'orderNumber' | 'text',
  width?: number | null,
  char?: string | null,
) {
  if (!width) return value;
  if (value.length > width) throw new BarcodeRenderError({ problem: 'inputTooLong', field, width });
  return value.padStart(width, char ?? '0');
}

interface Part {
  text: string;
  ai?: string | null;
  /** The serial count (its width can grow in fill mode). */
  count?: { value: number; width: number };
}

function elementParts(
  element: BarcodeElement,
  context: GenerationContext,
  date: ZonedDate,
  n: number,
  rule: BarcodeRuleFormat,
): Part[] {
  const ai = element.ai;
  switch (element.type) {
    case 'constant':
      return [{ text: element.value, ai }];
    case 'date':
      return [{ text: formatDate(element.format, date), ai }];
    case 'text':
    case 'productCode':
    case 'orderNumber': {
      const field = element.type;
      return [{ text: padded(requireInput(context, field), field, element.width, element.padChar), ai }];
    }
    case 'serial': {
      const scheme: SerialScheme = serialScheme(element.scheme);
      const parts: Part[] = [];
      if (schemeNeedsProduct(scheme)) parts.push({ text: requireInput(context, 'productCode') });
      if (schemeNeedsOrder(scheme)) parts.push({ text: requireInput(context, 'orderNumber') });
      if (scheme.date) parts.push({ text: formatDate(scheme.date, date) });
      parts.push({ text: '', count: { value: serialValue(rule, n), width: element.width } });
      if (parts[0]) parts[0].ai = ai;
      return parts;
    }
  }
}

function countText(count: { value: number; width: number }): string {
  const text = String(count.value);
  if (text.length > count.width)
    throw new BarcodeRenderError({ problem: 'serialExhausted', field: 'count', width: count.width });
  return pad(text, count.width);
}

/** The code of the n-th count (n from 1) of the rule's current period. */
export function renderCode(rule: BarcodeRuleFormat, context: GenerationContext, n: number): string {
  const date = zonedDate(context.time, context.timeZone);
  const parts = rule.elements.flatMap((element) => elementParts(element, context, date, n, rule));
  if (rule.gs1) return renderGs1(rule, parts);

  const all: Part[] = rule.prefix ? [{ text: rule.prefix }, ...parts] : parts;
  if (rule.stackingMode === 'fill') {
    const fixed = all.reduce((sum, part) => sum + (part.count ? 0 : part.text.length), 0) + (rule.checkDigit ? 1 : 0);
    for (const part of all)
      if (part.count)
        part.count = {
          ...part.count,
          width: Math.min(BARCODE_SERIAL_WIDTH_MAX, Math.max(part.count.width, rule.length - fixed)),
        };
  }
  const texts = all.map((part) => (part.count ? countText(part.count) : part.text));
  const separator = rule.stackingMode === 'separated' ? rule.separator : '';
  if (rule.checkDigit) {
    const digits = texts.join('');
    if (!/^\d+$/.test(digits)) throw new BarcodeRenderError({ problem: 'notNumeric', field: 'checkDigit' });
    texts.push(gs1CheckDigit(digits));
  }
  const code = texts.join(separator);
  if (code.length > rule.length)
    throw new BarcodeRenderError({ problem: 'codeTooLong', field: 'length', length: rule.length, actual: code.length });
  return code;
}

function renderGs1(rule: BarcodeRuleFormat, parts: Part[]): string {
  const fields: { ai: Gs1Ai; data: string }[] = [];
  for (const part of parts) {
    const text = part.count ? countText(part.count) : part.text;
    const last = fields.at(-1);
    if (part.ai) fields.push({ ai: part.ai as Gs1Ai, data: text });
    else if (last) last.data += text;
    else throw new BarcodeRenderError({ problem: 'gs1Field', field: 'elements', ai: '' });
  }
  let size = 0;
  const code = fields
    .map(({ ai, data }) => {
      const spec: { fixed?: number; max?: number; numeric: boolean; check: boolean } = GS1_AIS[ai];
      let value = data;
      if (spec.check && rule.checkDigit) {
        if (!/^\d+$/.test(value)) throw new BarcodeRenderError({ problem: 'gs1Field', field: 'elements', ai });
        value += gs1CheckDigit(value);
      }
      const wrongLength = spec.fixed ? value.length !== spec.fixed : value.length < 1 || value.length > (spec.max ?? 0);
      if (wrongLength || (spec.numeric && !/^\d+$/.test(value)) || /[()]/.test(value))
        throw new BarcodeRenderError({ problem: 'gs1Field', field: 'elements', ai });
      if (spec.check && !rule.checkDigit && gs1CheckDigit(value.slice(0, -1)) !== value.slice(-1))
        throw new BarcodeRenderError({ problem: 'gs1Field', field: 'elements', ai });
      size += ai.length + value.length;
      return `(${ai})${value}`;
    })
    .join('');
  if (size > rule.length)
    throw new BarcodeRenderError({ problem: 'codeTooLong', field: 'length', length: rule.length, actual: size });
  return code;
}

/** The next `count` codes from counter value `after` + 1 (the preview). */
export function renderCodes(
  rule: BarcodeRuleFormat,
  context: GenerationContext,
  after: number,
  count: number,
): string[] {
  return Array.from({ length: count }, (_, index) => renderCode(rule, context, after + index + 1));
}

// --- rule validation ---------------------------------------------------------------------

/** Shortest parts of one element, as [length, fixed?] per part. */
function elementSizes(element: BarcodeElement): { size: number; fixed: boolean; numeric: boolean }[] {
  switch (element.type) {
    case 'constant':
      return [{ size: element.value.length, fixed: true, numeric: /^\d+$/.test(element.value) }];
    case 'date':
      return [{ size: element.format === 'DDD' ? 3 : element.format.length, fixed: true, numeric: true }];
    case 'text':
    case 'productCode':
    case 'orderNumber':
      return [{ size: element.width ?? 1, fixed: element.width != null, numeric: false }];
    case 'serial': {
      const scheme = serialScheme(element.scheme);
      const sizes = [];
      if (schemeNeedsProduct(scheme)) sizes.push({ size: 1, fixed: false, numeric: false });
      if (schemeNeedsOrder(scheme)) sizes.push({ size: 1, fixed: false, numeric: false });
      if (scheme.date) sizes.push({ size: scheme.date.length, fixed: true, numeric: true });
      sizes.push({ size: element.width, fixed: true, numeric: true });
      return sizes;
    }
  }
}

/** The shortest code the rule can make (brackets of GS1 codes not counted). */
export function minimumLength(rule: BarcodeRuleFormat): number {
  const sizes = rule.elements.flatMap(elementSizes);
  let total = sizes.reduce((sum, part) => sum + part.size, 0);
  if (rule.gs1) {
    for (const element of rule.elements) {
      if (!element.ai) continue;
      const spec = GS1_AIS[element.ai];
      total += element.ai.length + (spec.check && rule.checkDigit ? 1 : 0);
    }
    return total;
  }
  const parts = sizes.length + (rule.prefix ? 1 : 0) + (rule.checkDigit ? 1 : 0);
  total += rule.prefix.length + (rule.checkDigit ? 1 : 0);
  if (rule.stackingMode === 'separated') total += (parts - 1) * rule.separator.length;
  return total;
}

/** Everything wrong with a rule, first problem first (empty when it can be saved). */
export function ruleProblems(rule: BarcodeRuleFormat): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (!Number.isInteger(rule.length) || rule.length < 1) return [{ problem: 'lengthPositive', field: 'length' }];
  if (rule.prefix.length > rule.length) problems.push({ problem: 'prefixAboveLength', field: 'prefix' });
  else if (rule.prefix.length === rule.length) problems.push({ problem: 'lengthNotAbovePrefix', field: 'length' });
  if (rule.elements.filter((element) => element.type === 'serial').length !== 1)
    problems.push({ problem: 'oneSerial', field: 'elements' });
  if (rule.gs1) {
    if (rule.stackingMode !== 'concat') problems.push({ problem: 'gs1Layout', field: 'stackingMode' });
    if (rule.prefix) problems.push({ problem: 'gs1Prefix', field: 'prefix' });
    if (rule.elements[0] && !rule.elements[0].ai) problems.push({ problem: 'gs1FirstAi', field: 'elements' });
    problems.push(...gs1FieldProblems(rule));
  } else {
    if (rule.elements.some((element) => element.ai)) problems.push({ problem: 'aiWithoutGs1', field: 'elements' });
    if (rule.stackingMode === 'separated' && !rule.separator)
      problems.push({ problem: 'separatorRequired', field: 'separator' });
    if (rule.checkDigit) {
      const sizes = rule.elements.flatMap(elementSizes);
      if (!/^\d*$/.test(rule.prefix) || sizes.some((part) => !part.numeric))
        problems.push({ problem: 'checkDigitNumeric', field: 'checkDigit' });
    }
  }
  if (problems.length === 0) {
    const min = minimumLength(rule);
    if (min > rule.length) problems.push({ problem: 'elementsDoNotFit', field: 'length', min, length: rule.length });
  }
  return problems;
}

function gs1FieldProblems(rule: BarcodeRuleFormat): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const fields: { ai: Gs1Ai; sizes: ReturnType<typeof elementSizes> }[] = [];
  for (const element of rule.elements) {
    if (element.ai) fields.push({ ai: element.ai, sizes: [] });
    fields[fields.length - 1]?.sizes.push(...elementSizes(element));
  }
  for (const { ai, sizes } of fields) {
    const spec: { fixed?: number; max?: number; numeric: boolean; check: boolean } = GS1_AIS[ai];
    if (spec.numeric && sizes.some((part) => !part.numeric))
      problems.push({ problem: 'gs1FieldNumeric', field: 'elements', ai });
    const actual = sizes.reduce((sum, part) => sum + part.size, 0);
    if (spec.fixed) {
      const expected = spec.fixed - (spec.check && rule.checkDigit ? 1 : 0);
      if (actual !== expected || sizes.some((part) => !part.fixed))
        problems.push({ problem: 'gs1FieldLength', field: 'elements', ai, expected, actual });
    } else if (spec.max && actual > spec.max) {
      problems.push({ problem: 'gs1FieldLength', field: 'elements', ai, expected: spec.max, actual });
    }
  }
  return problems;
}
