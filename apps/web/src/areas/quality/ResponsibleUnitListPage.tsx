import { ProFormDependency, ProFormSelect, ProFormText, ProFormTreeSelect } from '@ant-design/pro-components';
import {
  Permissions,
  RESPONSIBLE_CONTACT_MAX,
  RESPONSIBLE_UNIT_KINDS,
  type ResponsibleUnit,
  responsibleUnitApi,
} from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';
import { toTreeData, useOrgTree } from '../organisations/org-shared';
import { CatalogueListPage } from './CatalogueListPage';
import { responsibleUnitBody } from './catalogue-form';
import { useEnumText } from './enum-text';

/** Responsible units: code, name, internal (a part of the organisation tree), supplier or customer; contact; remark. */
export default function ResponsibleUnitListPage() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const kinds = useEnumText('kinds', RESPONSIBLE_UNIT_KINDS);
  const tree = useOrgTree();
  const kindLabel = t('quality.kind');
  const organisationLabel = t('quality.organisation');
  const contactLabel = t('quality.contact');
  return (
    <CatalogueListPage<ResponsibleUnit>
      section="responsibleUnit"
      routes={responsibleUnitApi}
      permissions={Permissions.basics.responsibleUnit}
      columns={[
        { title: kindLabel, dataIndex: 'kind', sorter: true, valueEnum: kinds.valueEnum },
        { title: organisationLabel, dataIndex: 'organisationName', search: false },
        { title: contactLabel, dataIndex: 'contact', search: false, responsive: ['md'] },
      ]}
      fields={
        <>
          <ProFormSelect
            name="kind"
            label={kindLabel}
            colProps={{ xs: 24, sm: 12 }}
            options={kinds.options}
            fieldProps={{ 'data-testid': 'responsibleUnit-kind' } as object}
            rules={[rules.requiredChoice(kindLabel)]}
          />
          <ProFormText
            name="contact"
            label={contactLabel}
            colProps={{ xs: 24, sm: 12 }}
            fieldProps={{ maxLength: RESPONSIBLE_CONTACT_MAX } as object}
            rules={[rules.tooLong(contactLabel, RESPONSIBLE_CONTACT_MAX)]}
          />
          <ProFormDependency name={['kind']}>
            {({ kind }) =>
              kind === 'internal' && (
                <ProFormTreeSelect
                  name="organisationId"
                  label={organisationLabel}
                  tooltip={t('quality.organisationHelp')}
                  colProps={{ span: 24 }}
                  fieldProps={{
                    treeData: toTreeData(tree.data ?? []),
                    showSearch: true,
                    treeNodeFilterProp: 'label',
                    allowClear: true,
                    treeDefaultExpandAll: true,
                  }}
                />
              )
            }
          </ProFormDependency>
        </>
      }
      defaults={{ kind: 'internal' }}
      toBody={responsibleUnitBody}
    />
  );
}
