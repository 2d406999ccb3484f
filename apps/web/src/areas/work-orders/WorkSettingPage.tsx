import { ProCard, ProForm, ProFormDigit, ProFormSwitch } from '@ant-design/pro-components';
import { PACKING_CAPACITY_MAX, Permissions, type WorkSettings, workSettingApi } from '@takt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Divider, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { RefSelect } from '../../app/crud/RefSelect';
import { callApi } from '../../app/request';
import type { SettingTextKey } from './texts';

const P = Permissions.work.setting;
const KEY = ['work-settings'];

/**
 * Production settings of the enterprise (work.setting): the box and carrier capacities stations
 * open packages with, whether orders complete themselves at their plan quantity, whether
 * stations may start units beyond it, and whether station screens move on to the next order when
 * theirs finishes. Read-only without the edit permission.
 */
export default function WorkSettingPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: () => callApi(workSettingApi.detail) });
  const save = useMutation({
    mutationFn: (body: WorkSettings) => callApi(workSettingApi.edit, { body }),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      message.success(t('workOrders.settings.saved'));
    },
  });
  const editable = can(P.edit);
  const label = (key: SettingTextKey) => t(`workOrders.settings.${key}`);
  const capacityRules = (field: string) => [
    { required: true, message: t('crud.required', { field }) },
    {
      type: 'integer' as const,
      min: 1,
      max: PACKING_CAPACITY_MAX,
      message: t('workOrders.settings.capacityRule', { max: PACKING_CAPACITY_MAX }),
    },
  ];

  return (
    <ProCard title={label('title')} headerBordered style={{ maxWidth: 760 }}>
      <Typography.Paragraph type="secondary">{label('intro')}</Typography.Paragraph>
      {!settings.data ? (
        <Skeleton active />
      ) : (
        <ProForm<WorkSettings>
          layout="horizontal"
          labelCol={{ flex: '220px' }}
          labelWrap
          disabled={!editable}
          initialValues={settings.data}
          submitter={
            editable
              ? {
                  searchConfig: { submitText: label('save') },
                  resetButtonProps: false,
                  submitButtonProps: { 'data-testid': 'work-setting-save' } as never,
                }
              : false
          }
          onFinish={async (values) => {
            await save.mutateAsync({
              boxCapacity: Number(values.boxCapacity),
              carrierCapacity: Number(values.carrierCapacity),
              autoComplete: !!values.autoComplete,
              allowOverProduction: !!values.allowOverProduction,
              autoAdvance: !!values.autoAdvance,
              boxRuleId: values.boxRuleId || null,
              carrierRuleId: values.carrierRuleId || null,
            });
            return true;
          }}
        >
          <Divider orientation="left" plain>
            {label('packing')}
          </Divider>
          <ProFormDigit
            name="boxCapacity"
            label={label('boxCapacity')}
            extra={label('boxCapacityHelp')}
            min={1}
            max={PACKING_CAPACITY_MAX}
            width="sm"
            fieldProps={{ precision: 0, 'data-testid': 'work-setting-box' } as never}
            rules={capacityRules(label('boxCapacity'))}
          />
          <ProFormDigit
            name="carrierCapacity"
            label={label('carrierCapacity')}
            extra={label('carrierCapacityHelp')}
            min={1}
            max={PACKING_CAPACITY_MAX}
            width="sm"
            fieldProps={{ precision: 0 }}
            rules={capacityRules(label('carrierCapacity'))}
          />
          <ProForm.Item name="boxRuleId" label={label('boxRule')} extra={label('boxRuleHelp')}>
            <RefSelect kind="barcodeRule" allowClear style={{ width: 328 }} data-testid="work-setting-box-rule" />
          </ProForm.Item>
          <ProForm.Item name="carrierRuleId" label={label('carrierRule')} extra={label('carrierRuleHelp')}>
            <RefSelect kind="barcodeRule" allowClear style={{ width: 328 }} data-testid="work-setting-carrier-rule" />
          </ProForm.Item>
          <Divider orientation="left" plain>
            {label('orders')}
          </Divider>
          <ProFormSwitch
            name="autoComplete"
            label={label('autoComplete')}
            extra={label('autoCompleteHelp')}
            fieldProps={{ 'data-testid': 'work-setting-auto' } as never}
          />
          <ProFormSwitch
            name="allowOverProduction"
            label={label('allowOverProduction')}
            extra={label('allowOverProductionHelp')}
          />
          <ProFormSwitch
            name="autoAdvance"
            label={label('autoAdvance')}
            extra={label('autoAdvanceHelp')}
            fieldProps={{ 'data-testid': 'work-setting-advance' } as never}
          />
        </ProForm>
      )}
    </ProCard>
  );
}
