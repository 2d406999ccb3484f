import { DrawerForm, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import {
  ANDON_CODE_MAX,
  ANDON_NAME_MAX,
  ANDON_TEXT_MAX,
  type AndonFlow,
  andonFlowApi,
  RECORD_CODE_PATTERN,
} from '@takt/contracts';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../../app/crud/field-rules';
import { NameCodeFields } from '../../../app/crud/NameCodeFields';
import { callApi } from '../../../app/request';
import type { ResourceFormProps } from '../../../app/resource/resource-def';
import { type FlowValues, flowBody, flowValues } from './flow-form';
import { LadderDesigner } from './LadderDesigner';

const TEST_ID = 'andonFlow';

/** Adds or edits an escalation flow: its code and name, then its two ladders as timelines. */
export function FlowDesigner({ editing, onSaved }: ResourceFormProps<AndonFlow>) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const row = editing.row;
  const remarkLabel = t('crud.remark');
  return (
    <DrawerForm<FlowValues>
      key={row?.id ?? 'new'}
      title={row ? t('andonConfig.flows.edit') : t('andonConfig.flows.add')}
      open={editing.open}
      width={920}
      grid
      rowProps={{ gutter: 16 }}
      drawerProps={{ destroyOnHidden: true, onClose: editing.close }}
      initialValues={flowValues(row)}
      onFinish={async (values) => {
        const body = flowBody(values);
        if (row) await callApi(andonFlowApi.edit, { body: { ...body, id: row.id } });
        else await callApi(andonFlowApi.add, { body });
        editing.close();
        onSaved(t('crud.saved'));
        return true;
      }}
    >
      <NameCodeFields
        testIdPrefix={TEST_ID}
        nameMax={ANDON_NAME_MAX}
        codeMax={ANDON_CODE_MAX}
        codePattern={RECORD_CODE_PATTERN}
      />
      <ProFormText
        name="remark"
        label={remarkLabel}
        colProps={{ xs: 24, sm: 18 }}
        fieldProps={{ maxLength: ANDON_TEXT_MAX } as object}
        rules={[rules.tooLong(remarkLabel, ANDON_TEXT_MAX)]}
      />
      <ProFormSwitch
        name="enabled"
        label={t('andonConfig.enabled')}
        colProps={{ xs: 24, sm: 6 }}
        fieldProps={{ 'data-testid': `${TEST_ID}-enabled` } as object}
      />
      <Col span={24}>
        <LadderDesigner ladder="response" testId={TEST_ID} />
        <LadderDesigner ladder="resolution" testId={TEST_ID} />
      </Col>
    </DrawerForm>
  );
}
