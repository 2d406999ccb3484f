import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { BOM_DESIGNATORS_MAX, BOM_QUANTITY_DECIMALS, BOM_QUANTITY_MAX, BOM_REMARK_MAX } from '@takt/contracts';
import { Button, Checkbox, Form, Input, InputNumber, Table, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../app/crud/RefSelect';
import { validQuantity } from './bom-form';
import { MaterialUnit } from './MaterialUnit';

/** The editable lines of a BOM inside its form (field `lines`): one table row per line. */
export function BomLinesField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const materialLabel = t('bom.material');
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ x: 1100 }}
            dataSource={fields}
            locale={{ emptyText: t('bom.noLines') }}
            data-testid="bom-lines"
            columns={[
              { title: t('bom.lineNo'), width: 48, render: (_, _f, index) => index + 1 },
              {
                title: materialLabel,
                width: 240,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'materialId']}
                    rules={[{ required: true, message: t('crud.requiredChoice', { field: materialLabel }) }]}
                    style={{ margin: 0 }}
                  >
                    <RefSelect
                      kind="material"
                      data-testid={`bom-line-material-${field.name}`}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('bom.quantity'),
                width: 130,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'quantity']}
                    rules={[
                      {
                        validator: async (_rule, value) => {
                          if (!validQuantity(value))
                            throw new Error(t('bom.quantityRule', { decimals: BOM_QUANTITY_DECIMALS }));
                        },
                      },
                    ]}
                    style={{ margin: 0 }}
                  >
                    <InputNumber
                      min={0}
                      max={BOM_QUANTITY_MAX}
                      style={{ width: '100%' }}
                      data-testid={`bom-line-quantity-${field.name}`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('bom.unit'),
                width: 64,
                render: (_, field) => (
                  <Form.Item noStyle shouldUpdate>
                    {() => <MaterialUnit materialId={form.getFieldValue(['lines', field.name, 'materialId'])} />}
                  </Form.Item>
                ),
              },
              {
                title: t('bom.process'),
                width: 200,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'processId']} style={{ margin: 0 }}>
                    <RefSelect
                      kind="process"
                      data-testid={`bom-line-process-${field.name}`}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('bom.designators'),
                width: 160,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'designators']} style={{ margin: 0 }}>
                    <Input maxLength={BOM_DESIGNATORS_MAX} placeholder={t('bom.designatorsPlaceholder')} />
                  </Form.Item>
                ),
              },
              {
                title: <Tooltip title={t('bom.keyMaterialHelp')}>{t('bom.keyMaterial')}</Tooltip>,
                width: 120,
                align: 'center',
                render: (_, field) => (
                  <Form.Item name={[field.name, 'keyMaterial']} valuePropName="checked" style={{ margin: 0 }}>
                    <Checkbox data-testid={`bom-line-key-${field.name}`} />
                  </Form.Item>
                ),
              },
              {
                title: t('crud.remark'),
                width: 160,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'remark']} style={{ margin: 0 }}>
                    <Input maxLength={BOM_REMARK_MAX} />
                  </Form.Item>
                ),
              },
              {
                title: '',
                width: 44,
                fixed: 'right',
                render: (_, field) => (
                  <Tooltip title={t('bom.removeLine')}>
                    <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                  </Tooltip>
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            data-testid="bom-line-add"
            onClick={() => add({ quantity: 1, keyMaterial: false })}
          >
            {t('bom.addLine')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
