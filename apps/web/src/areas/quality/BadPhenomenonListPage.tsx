import { StarFilled } from '@ant-design/icons';
import { ProFormItem, ProFormSwitch } from '@ant-design/pro-components';
import {
  type BadPhenomenon,
  badPhenomenonApi,
  badPhenomenonImportRoutes,
  Permissions,
  PHENOMENON_LINKS_MAX,
} from '@takt/contracts';
import { Col, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';
import { RefSelect } from '../../app/crud/RefSelect';
import { CatalogueListPage } from './CatalogueListPage';
import { badPhenomenonBody } from './catalogue-form';

const codes = (refs: { id: string; code: string; name: string }[]) => (
  <Space size={[0, 4]} wrap>
    {refs.map((ref) => (
      <Tag key={ref.id} title={ref.name}>
        {ref.code} {ref.name}
      </Tag>
    ))}
  </Space>
);

/**
 * Bad phenomena (spec 001 §3: code, name, type, commonly used), with their usual causes and
 * solutions; commonly used ones come first. Import (types, causes and solutions by code) and export.
 */
export default function BadPhenomenonListPage() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const typeLabel = t('quality.defectType');
  const commonLabel = t('quality.commonlyUsed');
  const linksHelp = t('quality.linksHelp', { max: PHENOMENON_LINKS_MAX });
  return (
    <CatalogueListPage<BadPhenomenon>
      section="badPhenomenon"
      routes={badPhenomenonApi}
      permissions={Permissions.basics.badPhenomenon}
      exportName="bad-phenomena.xlsx"
      importRoutes={badPhenomenonImportRoutes}
      columns={[
        {
          title: typeLabel,
          dataIndex: 'defectTypeId',
          render: (_, row) => (row.defectType ? `${row.defectType.code} ${row.defectType.name}` : '-'),
          renderFormItem: () => <RefSelect kind="defectType" />,
        },
        {
          title: commonLabel,
          dataIndex: 'commonlyUsed',
          sorter: true,
          width: 110,
          valueEnum: { true: { text: t('quality.yes') }, false: { text: t('quality.no') } },
          render: (_, row) =>
            row.commonlyUsed ? (
              <Tag color="gold" icon={<StarFilled />}>
                {t('quality.yes')}
              </Tag>
            ) : (
              t('quality.no')
            ),
        },
        {
          title: t('quality.causes'),
          dataIndex: 'causes',
          search: false,
          width: 240,
          render: (_, row) => codes(row.causes),
        },
        {
          title: t('quality.solutions'),
          dataIndex: 'solutions',
          search: false,
          width: 240,
          responsive: ['xxl'],
          render: (_, row) => codes(row.solutions),
        },
      ]}
      fields={
        <>
          <Col xs={24} sm={12}>
            <ProFormItem name="defectTypeId" label={typeLabel} rules={[rules.requiredChoice(typeLabel)]}>
              <RefSelect kind="defectType" data-testid="badPhenomenon-type" />
            </ProFormItem>
          </Col>
          <ProFormSwitch
            name="commonlyUsed"
            label={commonLabel}
            tooltip={t('quality.commonlyUsedHelp')}
            colProps={{ xs: 24, sm: 12 }}
            fieldProps={{ 'data-testid': 'badPhenomenon-common' } as object}
          />
          <Col span={24}>
            <ProFormItem name="causeIds" label={t('quality.causes')} tooltip={linksHelp}>
              <RefSelect
                kind="defectCause"
                multiple
                maxCount={PHENOMENON_LINKS_MAX}
                data-testid="badPhenomenon-causes"
              />
            </ProFormItem>
          </Col>
          <Col span={24}>
            <ProFormItem name="solutionIds" label={t('quality.solutions')} tooltip={linksHelp}>
              <RefSelect
                kind="solution"
                multiple
                maxCount={PHENOMENON_LINKS_MAX}
                data-testid="badPhenomenon-solutions"
              />
            </ProFormItem>
          </Col>
        </>
      }
      defaults={{ commonlyUsed: false, causeIds: [], solutionIds: [] }}
      toValues={(row) => ({
        ...row,
        causeIds: row.causes.map((ref) => ref.id),
        solutionIds: row.solutions.map((ref) => ref.id),
      })}
      toBody={badPhenomenonBody}
    />
  );
}
