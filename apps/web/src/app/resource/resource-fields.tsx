import {
  type ProColumns,
  ProFormDigit,
  ProFormItem,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Col, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useFieldRules } from '../crud/field-rules';
import { rangeQuery, rangeRule, rangeSearch } from '../crud/RangeField';
import { RefSelect } from '../crud/RefSelect';
import { readerToday } from '../time';
import { type ResourceField, type ResourcePageHandle, type Translate, useTranslate } from './resource-def';

type Options = NonNullable<ResourceField<unknown>['options']>;

/** An enum value's name. */
function optionName(options: Options, value: string, t: Translate): string {
  return typeof options.texts === 'function' ? options.texts(value, t) : t(`${options.texts}.${value}`);
}

/** An enum value's name and colour, a flag's yes/no, or the value as text. */
export function fieldText<R>(field: ResourceField<R>, row: R, page: ResourcePageHandle<R>): ReactNode {
  const { t } = page;
  if (field.render) return field.render(row, t, page);
  const value = (row as Record<string, unknown>)[field.name];
  if (field.options && typeof value === 'string') {
    const { colors } = field.options;
    const color = typeof colors === 'function' ? colors(value) : colors?.[value];
    const text = optionName(field.options, value, t);
    return color ? <Tag color={color}>{text}</Tag> : text;
  }
  if (typeof value === 'boolean') return t(value ? 'crud.yes' : 'crud.no');
  return value === null || value === undefined || value === '' ? '-' : String(value);
}

/** The search picker's choices of an enum or a flag (ProTable `valueEnum`). */
function valueEnum<R>(field: ResourceField<R>, t: Translate) {
  if (field.options)
    return Object.fromEntries(
      field.options.values.map((value) => [value, { text: optionName(field.options!, value, t) }]),
    );
  if (field.input?.kind === 'switch') return { true: { text: t('crud.yes') }, false: { text: t('crud.no') } };
  return undefined;
}

/** A date-range search's value (text or dayjs dates) as its from/to query parameters. */
export function dateRangeQuery(value: unknown, names: { from: string; to: string }): Record<string, string> {
  if (!Array.isArray(value) || value.length !== 2) return {};
  const day = (item: unknown) =>
    typeof item === 'string' ? item.slice(0, 10) : (item as { format(f: string): string }).format('YYYY-MM-DD');
  return { [names.from]: day(value[0]), [names.to]: day(value[1]) };
}

/** The two query parameters of a field's record range (`dateRange.within31Days`), or null. */
function recordRangeNames<R>(field: ResourceField<R>): { from: string; to: string } | null {
  const role = field.column || null;
  return role?.search && role.dateRange?.within31Days ? role.dateRange : null;
}

/**
 * The search form's record ranges as their query parameters. Not ProTable's `search.transform`:
 * it would send a range's start and end under the field's name as well.
 */
export function recordRangeQuery<R>(
  fields: readonly ResourceField<R>[],
  query: Record<string, unknown>,
): Record<string, unknown> {
  return fields.reduce((built, field) => {
    const names = recordRangeNames(field);
    return names ? rangeQuery(built, field.name, names) : built;
  }, query);
}

/**
 * A field's list column (and search filter), or none; `testId` is the resource's (a record
 * range's field is `<testId>-<name>-range`).
 */
export function fieldColumn<R>(
  field: ResourceField<R>,
  page: ResourcePageHandle<R>,
  testId: string,
): ProColumns<R> | null {
  const { t } = page;
  if (field.column === false) return null;
  const role = field.column ?? {};
  const input = field.input;
  const title = t(role.title ?? field.label);
  const recordRange = recordRangeNames(field) !== null;
  return {
    title: role.titleTip ? <span title={t(role.titleTip)}>{title}</span> : title,
    dataIndex: field.name,
    sorter: role.sort ?? false,
    search: !role.search
      ? false
      : role.dateRange && !recordRange
        ? { transform: (value: unknown) => dateRangeQuery(value, role.dateRange!) }
        : role.filter
          ? { transform: (value: unknown) => ({ [role.filter!]: value }) }
          : undefined,
    ...(role.dateRange && !recordRange ? { valueType: 'dateRange' as const } : {}),
    ...(role.fixed ? { fixed: 'left' as const } : {}),
    ...(role.multiple ? { fieldProps: { mode: 'multiple', maxTagCount: 'responsive' } } : {}),
    ...(role.initial !== undefined ? { initialValue: role.initial, fieldProps: { allowClear: false } } : {}),
    width: role.width,
    hideInTable: role.hidden,
    responsive: role.responsive,
    ellipsis: role.ellipsis,
    copyable: role.copyable,
    align: role.align,
    valueEnum: valueEnum(field, t),
    render: (_, row) => fieldText(field, row, page),
    ...(role.search && role.searchInput ? { renderFormItem: role.searchInput } : {}),
    ...(recordRange
      ? rangeSearch<R>(rangeRule(t), { today: readerToday(), testId: `${testId}-${field.name}-range` })
      : {}),
    ...(role.search && !role.searchInput && input?.kind === 'ref'
      ? { renderFormItem: () => <RefSelect kind={input.ref} multiple={input.multiple} /> }
      : {}),
  };
}

/** A field's form input with its rules from the contracts' limits. */
export function FieldInputItem<R>({ field, testId, row }: { field: ResourceField<R>; testId: string; row: R | null }) {
  const t = useTranslate();
  const rules = useFieldRules();
  const input = field.input;
  if (!input) return null;
  const label = t(field.label);
  const tooltip = typeof field.help === 'function' ? field.help(t) : field.help && t(field.help);
  const colProps = { xs: 24, sm: field.span ?? (field.wide ? 24 : 12) };
  const data = { 'data-testid': testId };
  const own = field.rules?.(row, t) ?? [];
  const disabled = row !== null && (field.locked?.(row) ?? false);
  // What every generated input shares; a field's own `rules` join the limits' rules on every kind.
  const shared = { name: field.name, disabled, label, tooltip, colProps };
  const required = (rule: typeof rules.required) => ('required' in input && input.required ? [rule(label)] : []);
  switch (input.kind) {
    case 'text': {
      const textRules = [
        ...required(rules.required),
        rules.tooLong(label, input.max),
        ...(input.pattern ? [rules.pattern(label, input.pattern)] : []),
        ...own,
      ];
      return input.lines ? (
        <ProFormTextArea
          {...shared}
          fieldProps={{ maxLength: input.max, showCount: true, rows: input.lines, ...data } as object}
          rules={textRules}
        />
      ) : (
        <ProFormText {...shared} fieldProps={{ maxLength: input.max, ...data } as object} rules={textRules} />
      );
    }
    case 'number':
      return (
        <ProFormDigit
          {...shared}
          min={input.min ?? 0}
          max={input.max}
          fieldProps={{ precision: input.precision, ...data } as object}
          rules={[...required(rules.required), ...own]}
        />
      );
    case 'enum':
      return (
        <ProFormSelect
          {...shared}
          options={(field.options?.values ?? []).map((value) => ({
            value,
            label: optionName(field.options!, value, t),
          }))}
          allowClear={!input.required}
          fieldProps={data as object}
          rules={[...required(rules.requiredChoice), ...own]}
        />
      );
    case 'ref':
      return (
        <Col {...colProps}>
          <ProFormItem
            name={field.name}
            label={label}
            tooltip={tooltip}
            rules={[...required(rules.requiredChoice), ...own]}
          >
            <RefSelect
              kind={input.ref}
              multiple={input.multiple}
              maxCount={input.max}
              disabled={disabled}
              data-testid={testId}
            />
          </ProFormItem>
        </Col>
      );
    case 'switch':
      return <ProFormSwitch {...shared} fieldProps={data as object} rules={own} />;
    case 'custom':
      return <input.Field name={field.name} testId={testId} label={label} help={tooltip} row={row} />;
  }
}
