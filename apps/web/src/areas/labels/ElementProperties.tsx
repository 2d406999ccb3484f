import {
  LABEL_AFFIX_MAX,
  LABEL_ALIGNS,
  LABEL_FIELDS,
  LABEL_FONT_MAX_PT,
  LABEL_FONT_MIN_PT,
  LABEL_PAPER_MAX_MM,
  LABEL_ROTATIONS,
  LABEL_STROKE_MAX_MM,
  LABEL_SYMBOLOGIES,
  LABEL_TEXT_MAX,
  type LabelElement,
  type LabelField,
  type LabelRotation,
} from '@takt/contracts';
import { Button, Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';

const mmInput = { precision: 1, step: 0.5, addonAfter: 'mm', style: { width: '100%' } } as const;

/** The property panel of the selected element: every field of the design document. */
export function ElementProperties({
  element,
  onChange,
  onRemove,
}: {
  element: LabelElement;
  onChange: (element: LabelElement) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<LabelElement>) => onChange({ ...element, ...patch } as LabelElement);
  const num = (value: number | null, fallback: number) => (value === null || Number.isNaN(value) ? fallback : value);
  const fieldOptions = LABEL_FIELDS.map((field) => ({ value: field, label: t(`labels.field.${field}`) }));

  return (
    <Form layout="vertical" size="small" data-testid="designer-properties">
      <Form.Item label={t('labels.designer.elementType')} style={{ marginBottom: 8 }}>
        <strong>
          {element.type === 'barcode' ? t(`labels.palette.${element.symbology}`) : t(`labels.palette.${element.type}`)}
        </strong>{' '}
        <span style={{ color: '#999' }}>#{element.id}</span>
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 8 }}>
        <Form.Item label="X" style={{ marginBottom: 8 }}>
          <InputNumber
            {...mmInput}
            min={0}
            max={LABEL_PAPER_MAX_MM}
            value={element.x}
            onChange={(v) => set({ x: num(v, element.x) })}
            data-testid="prop-x"
          />
        </Form.Item>
        <Form.Item label="Y" style={{ marginBottom: 8 }}>
          <InputNumber
            {...mmInput}
            min={0}
            max={LABEL_PAPER_MAX_MM}
            value={element.y}
            onChange={(v) => set({ y: num(v, element.y) })}
            data-testid="prop-y"
          />
        </Form.Item>
        <Form.Item label={t('labels.designer.width')} style={{ marginBottom: 8 }}>
          <InputNumber
            {...mmInput}
            min={0.2}
            max={LABEL_PAPER_MAX_MM}
            value={element.width}
            onChange={(v) => set({ width: num(v, element.width) })}
            data-testid="prop-width"
          />
        </Form.Item>
        <Form.Item label={t('labels.designer.height')} style={{ marginBottom: 8 }}>
          <InputNumber
            {...mmInput}
            min={0.2}
            max={LABEL_PAPER_MAX_MM}
            value={element.height}
            onChange={(v) => set({ height: num(v, element.height) })}
            data-testid="prop-height"
          />
        </Form.Item>
      </div>
      <Form.Item label={t('labels.designer.rotation')} style={{ marginBottom: 8 }}>
        <Radio.Group
          optionType="button"
          size="small"
          value={element.rotation}
          options={LABEL_ROTATIONS.map((r) => ({ value: r, label: `${r}°` }))}
          onChange={(event) => set({ rotation: event.target.value as LabelRotation })}
        />
      </Form.Item>

      {element.type === 'text' && (
        <Form.Item label={t('labels.designer.text')} style={{ marginBottom: 8 }}>
          <Input
            value={element.text}
            maxLength={LABEL_TEXT_MAX}
            onChange={(event) => set({ text: event.target.value })}
            data-testid="prop-text"
          />
        </Form.Item>
      )}
      {element.type === 'field' && (
        <>
          <Form.Item label={t('labels.designer.field')} style={{ marginBottom: 8 }}>
            <Select
              value={element.field}
              options={fieldOptions}
              onChange={(field) => set({ field })}
              data-testid="prop-field"
            />
          </Form.Item>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 8 }}>
            <Form.Item label={t('labels.designer.prefix')} style={{ marginBottom: 8 }}>
              <Input
                value={element.prefix}
                maxLength={LABEL_AFFIX_MAX}
                onChange={(event) => set({ prefix: event.target.value })}
              />
            </Form.Item>
            <Form.Item label={t('labels.designer.suffix')} style={{ marginBottom: 8 }}>
              <Input
                value={element.suffix}
                maxLength={LABEL_AFFIX_MAX}
                onChange={(event) => set({ suffix: event.target.value })}
              />
            </Form.Item>
          </div>
        </>
      )}
      {(element.type === 'text' || element.type === 'field') && (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 8 }}>
          <Form.Item label={t('labels.designer.fontSize')} style={{ marginBottom: 8 }}>
            <InputNumber
              min={LABEL_FONT_MIN_PT}
              max={LABEL_FONT_MAX_PT}
              precision={1}
              addonAfter="pt"
              style={{ width: '100%' }}
              value={element.fontSize}
              onChange={(v) => set({ fontSize: num(v, element.fontSize) })}
              data-testid="prop-font-size"
            />
          </Form.Item>
          <Form.Item label={t('labels.designer.align')} style={{ marginBottom: 8 }}>
            <Select
              value={element.align}
              options={LABEL_ALIGNS.map((align) => ({ value: align, label: t(`labels.designer.align_${align}`) }))}
              onChange={(align) => set({ align })}
            />
          </Form.Item>
          <Form.Item style={{ marginBottom: 8 }}>
            <Checkbox checked={element.bold} onChange={(event) => set({ bold: event.target.checked })}>
              {t('labels.designer.bold')}
            </Checkbox>
          </Form.Item>
        </div>
      )}
      {element.type === 'barcode' && (
        <>
          <Form.Item label={t('labels.designer.symbology')} style={{ marginBottom: 8 }}>
            <Select
              value={element.symbology}
              options={LABEL_SYMBOLOGIES.map((symbology) => ({
                value: symbology,
                label: t(`labels.palette.${symbology}`),
              }))}
              onChange={(symbology) => set({ symbology })}
            />
          </Form.Item>
          <Form.Item label={t('labels.designer.content')} style={{ marginBottom: 8 }}>
            <Select<LabelField | ''>
              value={element.field ?? ''}
              options={[{ value: '' as const, label: t('labels.designer.constant') }, ...fieldOptions]}
              onChange={(field) => set({ field: field === '' ? null : field })}
              data-testid="prop-barcode-field"
            />
          </Form.Item>
          {element.field === null && (
            <Form.Item label={t('labels.designer.text')} style={{ marginBottom: 8 }}>
              <Input
                value={element.text}
                maxLength={LABEL_TEXT_MAX}
                onChange={(event) => set({ text: event.target.value })}
              />
            </Form.Item>
          )}
          {element.symbology === 'code128' && (
            <Form.Item style={{ marginBottom: 8 }}>
              <Checkbox checked={element.showText} onChange={(event) => set({ showText: event.target.checked })}>
                {t('labels.designer.showText')}
              </Checkbox>
            </Form.Item>
          )}
        </>
      )}
      {element.type === 'box' && (
        <Form.Item label={t('labels.designer.thickness')} style={{ marginBottom: 8 }}>
          <InputNumber
            min={0.1}
            max={LABEL_STROKE_MAX_MM}
            precision={1}
            step={0.1}
            addonAfter="mm"
            style={{ width: '100%' }}
            value={element.thickness}
            onChange={(v) => set({ thickness: num(v, element.thickness) })}
          />
        </Form.Item>
      )}
      <Button danger block onClick={onRemove} data-testid="prop-remove">
        {t('labels.designer.remove')}
      </Button>
    </Form>
  );
}
