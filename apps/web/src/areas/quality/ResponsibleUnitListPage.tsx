import { ProFormDependency, ProFormTreeSelect } from '@ant-design/pro-components';
import {
  Permissions,
  RESPONSIBLE_CONTACT_MAX,
  RESPONSIBLE_UNIT_KINDS,
  type ResponsibleUnit,
  responsibleUnitApi,
} from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { type CustomFieldProps, defineResourcePage } from '../../app/resource/resource-def';
import { toTreeData, useOrgTree } from '../organisations/org-shared';
import { qualityCoded, qualityRemark, qualityTexts } from './quality-page';

/** An internal unit's place in the organisation tree (other kinds have none). */
function OrganisationField({ label }: CustomFieldProps) {
  const { t } = useTranslation();
  const tree = useOrgTree();
  return (
    <ProFormDependency name={['kind']}>
      {({ kind }) =>
        kind === 'internal' && (
          <ProFormTreeSelect
            name="organisationId"
            label={label}
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
  );
}

/** Responsible units: code, name, internal (a part of the organisation tree), supplier or customer; contact; remark. */
const responsibleUnits = defineResourcePage<ResponsibleUnit>({
  api: responsibleUnitApi,
  permissions: Permissions.basics.responsibleUnit,
  testId: 'responsibleUnit',
  settingsKey: 'quality-responsibleUnit',
  texts: qualityTexts('responsibleUnit'),
  coded: qualityCoded,
  fields: [
    {
      name: 'kind',
      label: 'quality.kind',
      options: { values: RESPONSIBLE_UNIT_KINDS, texts: 'quality.kinds' },
      input: { kind: 'enum', required: true },
      initial: 'internal',
      column: { sort: true, search: true },
    },
    {
      name: 'contact',
      label: 'quality.contact',
      input: { kind: 'text', max: RESPONSIBLE_CONTACT_MAX },
      column: { responsive: ['md'] },
    },
    {
      name: 'organisationId',
      label: 'quality.organisation',
      input: { kind: 'custom', Field: OrganisationField },
      render: (row) => row.organisationName ?? '-',
    },
    qualityRemark,
  ],
  // Only an internal unit keeps its organisation.
  body: (body) => ({ ...body, organisationId: body.kind === 'internal' ? (body.organisationId ?? null) : null }),
});

export default function ResponsibleUnitListPage() {
  return <ResourcePage resource={responsibleUnits} />;
}
