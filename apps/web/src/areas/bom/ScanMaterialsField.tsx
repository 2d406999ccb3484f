import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SCAN_COUNT_MAX } from '@takt/contracts';
import { Button, Checkbox, Form, InputNumber, Table, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../app/crud/RefSelect';
import { MaskField, maskRule } from './MaskField';

/** The materials a scan configuration expects (field `materials`): one table row per material. */
export function ScanMaterialsField() {
  const { t } = useTranslation();
  const materialLabel = t('bom.material');
  return (
    <Form.List name="materials">
      {(fields, { add, remove }) => (
        <>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ x: 900 }}
            dataSource={fields}
            locale={{ emptyText: t('bom.scan.noMaterials') }}
            data-testid="scan-materials"
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
                    <RefSelect kind="material" data-testid={`scan-material-${field.name}`} style={{ width: '100%' }} />
                  </Form.Item>
                ),
              },
              {
                title: t('bom.scan.expectedCount'),
                width: 110,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'expectedCount']} rules={[{ required: true }]} style={{ margin: 0 }}>
                    <InputNumber
                      min={1}
                      max={SCAN_COUNT_MAX}
                      precision={0}
                      style={{ width: '100%' }}
                      data-testid={`scan-material-count-${field.name}`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('bom.scan.barcodeRule'),
                width: 200,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'barcodeRuleId']} style={{ margin: 0 }}>
                    <RefSelect kind="barcodeRule" style={{ width: '100%' }} />
                  </Form.Item>
                ),
              },
              {
                title: <Tooltip title={t('bom.scan.maskHelp')}>{t('bom.scan.mask')}</Tooltip>,
                width: 180,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'pattern']}
                    rules={[maskRule(t('bom.scan.maskInvalid'))]}
                    style={{ margin: 0 }}
                  >
                    <MaskField testId={`scan-material-mask-${field.name}`} />
                  </Form.Item>
                ),
              },
              {
                title: <Tooltip title={t('bom.scan.reusableHelp')}>{t('bom.scan.reusable')}</Tooltip>,
                width: 110,
                align: 'center',
                render: (_, field) => (
                  <Form.Item name={[field.name, 'reusable']} valuePropName="checked" style={{ margin: 0 }}>
                    <Checkbox />
                  </Form.Item>
                ),
              },
              {
                title: '',
                width: 44,
                fixed: 'right',
                render: (_, field) => (
                  <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            data-testid="scan-material-add"
            onClick={() => add({ expectedCount: 1, reusable: false })}
          >
            {t('bom.scan.addMaterial')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
