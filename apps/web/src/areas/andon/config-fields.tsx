import { ProFormItem } from '@ant-design/pro-components';
import { ANDON_SORT_MAX, HEX_COLOR_PATTERN } from '@takt/contracts';
import { Col, ColorPicker, Space, Tag } from 'antd';
import { useFieldRules } from '../../app/crud/field-rules';
import { callApi } from '../../app/request';
import type { CustomFieldProps, ResourceField, ResourcePageHandle } from '../../app/resource/resource-def';

/** A record's colour as a tag with its name (types and labels on lists, the call and monitor screens). */
export function ColourTag({ color, children }: { color: string; children: React.ReactNode }) {
  return (
    <Tag color={color} style={{ marginInlineEnd: 4 }}>
      {children}
    </Tag>
  );
}

/** The colour input: antd's picker, kept as `#rrggbb`. */
function ColourField({ testId, label }: CustomFieldProps) {
  const rules = useFieldRules();
  return (
    <Col xs={24} sm={12}>
      <ProFormItem
        name="color"
        label={label}
        rules={[rules.requiredChoice(label), rules.pattern(label, HEX_COLOR_PATTERN)]}
        getValueFromEvent={(color: { toHexString(): string }) => color.toHexString()}
      >
        <ColorPicker showText disabledAlpha format="hex" data-testid={testId} />
      </ProFormItem>
    </Col>
  );
}

/** The colour of types and labels: a swatch with its code in the list, the picker in the form. */
export function colourField<R extends { color: string }>(initial: string): ResourceField<R> {
  return {
    name: 'color',
    label: 'andonConfig.color',
    input: { kind: 'custom', Field: ColourField as (props: CustomFieldProps<R>) => React.ReactNode },
    initial,
    column: { width: 120 },
    render: (row) => (
      <Space size={6}>
        <span
          style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: row.color }}
          aria-hidden
        />
        <code>{row.color}</code>
      </Space>
    ),
  };
}

export function sortField<R>(): ResourceField<R> {
  return {
    name: 'sort',
    label: 'andonConfig.sort',
    input: { kind: 'number', min: 0, max: ANDON_SORT_MAX },
    initial: 0,
    column: { sort: true, width: 90, align: 'right' },
  };
}

/** The enabled switch of items and flows: a green tag in the list, a switch in the form. */
export function enabledField<R extends { enabled: boolean }>(): ResourceField<R> {
  return {
    name: 'enabled',
    label: 'andonConfig.enabled',
    input: { kind: 'switch' },
    initial: true,
    column: { search: true, width: 90 },
    render: (row, t) => (
      <Tag color={row.enabled ? 'green' : undefined}>{t(row.enabled ? 'andonConfig.on' : 'andonConfig.off')}</Tag>
    ),
  };
}

type Toggle = { body: { id: string } };
/** The enable or disable row action of items and flows. */
export function toggleAction<R extends { id: string; code: string; enabled: boolean }>(
  row: R,
  page: ResourcePageHandle<R>,
  routes: { enable: unknown; disable: unknown },
  permissions: { enable: string; disable: string },
) {
  const on = row.enabled;
  return {
    key: on ? 'disable' : 'enable',
    label: page.t(on ? 'andonConfig.disable' : 'andonConfig.enable'),
    permission: on ? permissions.disable : permissions.enable,
    onClick: async () => {
      await callApi((on ? routes.disable : routes.enable) as never, { body: { id: row.id } } as Toggle as never);
      page.changed(page.t(on ? 'andonConfig.disabledDone' : 'andonConfig.enabledDone', { code: row.code }));
    },
  };
}
