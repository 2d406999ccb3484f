import { ProFormSelect } from '@ant-design/pro-components';
import { DEFECT_LEVELS, type DefectType, defectTypeApi, Permissions } from '@takt/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';
import { CatalogueListPage } from './CatalogueListPage';
import { defectTypeBody, LEVEL_COLORS } from './catalogue-form';
import { useEnumText } from './enum-text';

/** Defect types: code, name, severity (critical, major, minor), remark. */
export default function DefectTypeListPage() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const levels = useEnumText('levels', DEFECT_LEVELS, LEVEL_COLORS);
  const levelLabel = t('quality.level');
  return (
    <CatalogueListPage<DefectType>
      section="defectType"
      routes={defectTypeApi}
      permissions={Permissions.basics.defectType}
      columns={[
        {
          title: levelLabel,
          dataIndex: 'level',
          sorter: true,
          valueEnum: levels.valueEnum,
          render: (_, row) => <Tag color={LEVEL_COLORS[row.level]}>{levels.name(row.level)}</Tag>,
        },
      ]}
      fields={
        <ProFormSelect
          name="level"
          label={levelLabel}
          colProps={{ xs: 24, sm: 12 }}
          options={levels.options}
          fieldProps={{ 'data-testid': 'defectType-level' } as object}
          rules={[rules.requiredChoice(levelLabel)]}
        />
      }
      defaults={{ level: 'minor' }}
      toBody={defectTypeBody}
    />
  );
}
