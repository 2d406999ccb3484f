import { ProFormSelect } from '@ant-design/pro-components';
import { CAUSE_CATEGORIES, type DefectCause, defectCauseApi, Permissions } from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';
import { CatalogueListPage } from './CatalogueListPage';
import { defectCauseBody } from './catalogue-form';
import { useEnumText } from './enum-text';

/** Defect causes: code, name, category (man, machine, material, method, environment, measurement), remark. */
export default function DefectCauseListPage() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const categories = useEnumText('categories', CAUSE_CATEGORIES);
  const categoryLabel = t('quality.category');
  return (
    <CatalogueListPage<DefectCause>
      section="defectCause"
      routes={defectCauseApi}
      permissions={Permissions.basics.defectCause}
      columns={[{ title: categoryLabel, dataIndex: 'category', sorter: true, valueEnum: categories.valueEnum }]}
      fields={
        <ProFormSelect
          name="category"
          label={categoryLabel}
          colProps={{ xs: 24, sm: 12 }}
          options={categories.options}
          fieldProps={{ 'data-testid': 'defectCause-category' } as object}
          rules={[rules.requiredChoice(categoryLabel)]}
        />
      }
      toBody={defectCauseBody}
    />
  );
}
