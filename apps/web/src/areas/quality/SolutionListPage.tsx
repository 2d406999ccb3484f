import { ProFormTextArea } from '@ant-design/pro-components';
import { Permissions, SOLUTION_DESCRIPTION_MAX, type Solution, solutionApi } from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';
import { CatalogueListPage } from './CatalogueListPage';
import { solutionBody } from './catalogue-form';

/** Solutions: code, name, description (up to 200 characters, several lines). */
export default function SolutionListPage() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const descriptionLabel = t('quality.description');
  return (
    <CatalogueListPage<Solution>
      section="solution"
      routes={solutionApi}
      permissions={Permissions.basics.solution}
      remark={false}
      columns={[
        {
          title: descriptionLabel,
          dataIndex: 'description',
          search: false,
          ellipsis: true,
          width: 360,
        },
      ]}
      fields={
        <ProFormTextArea
          name="description"
          label={descriptionLabel}
          colProps={{ span: 24 }}
          fieldProps={
            {
              maxLength: SOLUTION_DESCRIPTION_MAX,
              showCount: true,
              rows: 4,
              'data-testid': 'solution-description',
            } as object
          }
          rules={[rules.tooLong(descriptionLabel, SOLUTION_DESCRIPTION_MAX)]}
        />
      }
      toBody={solutionBody}
    />
  );
}
