import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BARCODE_CONSTANT_MAX,
  BARCODE_DATE_FORMATS,
  BARCODE_ELEMENT_TYPES,
  BARCODE_ELEMENT_WIDTH_MAX,
  BARCODE_ELEMENTS_MAX,
  BARCODE_SERIAL_WIDTH_MAX,
  type BarcodeElement,
  type BarcodeElementType,
  GS1_AI_CODES,
  GS1_AIS,
  SERIAL_SCHEMES,
} from '@takt/contracts';
import { Button, Dropdown, Empty, Input, InputNumber, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { moveElement, newElement, removeElement, replaceElement, schemeLabel } from './element-list';

export interface ElementEditorProps {
  value?: BarcodeElement[];
  onChange?: (value: BarcodeElement[]) => void;
  gs1: boolean;
}

const TYPE_COLOURS: Record<BarcodeElementType, string> = {
  constant: 'default',
  text: 'purple',
  date: 'blue',
  productCode: 'green',
  orderNumber: 'cyan',
  serial: 'gold',
};

/** The ordered element list of a barcode rule: add, edit options, reorder and remove. */
export function ElementEditor({ value = [], onChange, gs1 }: ElementEditorProps) {
  const { t } = useTranslation();
  const change = (next: BarcodeElement[]) => onChange?.(next);
  const words = {
    product: t('barcodes.scheme.product'),
    order: t('barcodes.scheme.order'),
    count: t('barcodes.scheme.count'),
    reset: {
      total: t('barcodes.scheme.reset.total'),
      yearly: t('barcodes.scheme.reset.yearly'),
      monthly: t('barcodes.scheme.reset.monthly'),
      daily: t('barcodes.scheme.reset.daily'),
    },
  };
  const schemeOptions = SERIAL_SCHEMES.map((scheme) => ({ value: scheme.id, label: schemeLabel(scheme, words) }));

  const options = (element: BarcodeElement, index: number) => {
    const set = (patch: Partial<BarcodeElement>) =>
      change(replaceElement(value, index, { ...element, ...patch } as BarcodeElement));
    switch (element.type) {
      case 'constant':
        return (
          <Input
            size="small"
            style={{ width: 160 }}
            aria-label={t('barcodes.element.value')}
            placeholder={t('barcodes.element.value')}
            maxLength={BARCODE_CONSTANT_MAX}
            value={element.value}
            data-testid={`barcode-element-${index}-value`}
            onChange={(event) => set({ value: event.target.value })}
          />
        );
      case 'date':
        return (
          <Select
            size="small"
            style={{ width: 120 }}
            aria-label={t('barcodes.element.format')}
            value={element.format}
            options={BARCODE_DATE_FORMATS.map((format) => ({ value: format, label: format }))}
            onChange={(format) => set({ format })}
          />
        );
      case 'text':
      case 'productCode':
      case 'orderNumber':
        return (
          <Space size={4}>
            <InputNumber
              size="small"
              style={{ width: 120 }}
              min={1}
              max={BARCODE_ELEMENT_WIDTH_MAX}
              precision={0}
              placeholder={t('barcodes.element.widthFree')}
              prefix={t('barcodes.element.width')}
              value={element.width ?? null}
              onChange={(width) => set({ width: width ?? null })}
            />
            {element.width ? (
              <Input
                size="small"
                style={{ width: 90 }}
                maxLength={1}
                prefix={t('barcodes.element.padChar')}
                value={element.padChar ?? '0'}
                onChange={(event) => set({ padChar: event.target.value || null })}
              />
            ) : null}
          </Space>
        );
      case 'serial':
        return (
          <Space size={4} wrap>
            <Select
              size="small"
              style={{ width: 330 }}
              aria-label={t('barcodes.element.scheme')}
              data-testid={`barcode-element-${index}-scheme`}
              value={element.scheme}
              options={schemeOptions}
              showSearch
              optionFilterProp="label"
              onChange={(scheme) => set({ scheme })}
            />
            <InputNumber
              size="small"
              style={{ width: 110 }}
              min={1}
              max={BARCODE_SERIAL_WIDTH_MAX}
              precision={0}
              prefix={t('barcodes.element.width')}
              value={element.width}
              onChange={(width) => set({ width: width ?? 1 })}
            />
          </Space>
        );
    }
  };

  return (
    <div data-testid="barcode-elements">
      {value.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('barcodes.element.empty')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size={6}>
          {value.map((element, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: elements have no identity but their place
              key={index}
              style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}
              data-testid={`barcode-element-${index}`}
            >
              <Typography.Text type="secondary" style={{ width: 18 }}>
                {index + 1}
              </Typography.Text>
              <Tag color={TYPE_COLOURS[element.type]} style={{ minWidth: 72, textAlign: 'center' }}>
                {t(`barcodes.element.${element.type}`)}
              </Tag>
              {gs1 ? (
                <Select
                  size="small"
                  style={{ width: 150 }}
                  aria-label={t('barcodes.element.ai')}
                  value={element.ai ?? ''}
                  options={[
                    { value: '', label: t('barcodes.element.noAi') },
                    ...GS1_AI_CODES.map((ai) => ({ value: ai, label: `(${ai}) ${GS1_AIS[ai].label}` })),
                  ]}
                  onChange={(ai) =>
                    change(replaceElement(value, index, { ...element, ai: ai === '' ? null : ai } as BarcodeElement))
                  }
                />
              ) : null}
              {options(element, index)}
              <span style={{ marginLeft: 'auto' }}>
                <Tooltip title={t('barcodes.element.up')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    aria-label={t('barcodes.element.up')}
                    onClick={() => change(moveElement(value, index, -1))}
                  />
                </Tooltip>
                <Tooltip title={t('barcodes.element.down')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    disabled={index === value.length - 1}
                    aria-label={t('barcodes.element.down')}
                    onClick={() => change(moveElement(value, index, 1))}
                  />
                </Tooltip>
                <Tooltip title={t('barcodes.element.remove')}>
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('barcodes.element.remove')}
                    data-testid={`barcode-element-${index}-remove`}
                    onClick={() => change(removeElement(value, index))}
                  />
                </Tooltip>
              </span>
            </div>
          ))}
        </Space>
      )}
      <Dropdown
        disabled={value.length >= BARCODE_ELEMENTS_MAX}
        menu={{
          items: BARCODE_ELEMENT_TYPES.map((type) => ({
            key: type,
            label: t(`barcodes.element.${type}`),
            'data-testid': `barcode-element-add-${type}`,
          })),
          onClick: ({ key }) => change([...value, newElement(key as BarcodeElementType)]),
        }}
      >
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined />}
          style={{ marginTop: 8 }}
          data-testid="barcode-element-add"
        >
          {t('barcodes.element.add')}
        </Button>
      </Dropdown>
    </div>
  );
}
