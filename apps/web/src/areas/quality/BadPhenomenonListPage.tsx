import { StarFilled } from '@ant-design/icons';
import {
  type BadPhenomenon,
  badPhenomenonApi,
  badPhenomenonImportRoutes,
  type CodedRef,
  Permissions,
  PHENOMENON_LINKS_MAX,
} from '@takt/contracts';
import { Space, Tag } from 'antd';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, type Translate } from '../../app/resource/resource-def';
import { qualityCoded, qualityRemark, qualityTexts } from './quality-page';

const tags = (refs: CodedRef[]) => (
  <Space size={[0, 4]} wrap>
    {refs.map((ref) => (
      <Tag key={ref.id} title={ref.name}>
        {ref.code} {ref.name}
      </Tag>
    ))}
  </Space>
);
const linkHelp = (t: Translate) => t('quality.linksHelp', { max: PHENOMENON_LINKS_MAX });
const links = { kind: 'ref', multiple: true, max: PHENOMENON_LINKS_MAX } as const;

/**
 * Bad phenomena (spec 001 §3: code, name, type, commonly used), with their usual causes and
 * solutions; commonly used ones come first. Import (types, causes and solutions by code) and export.
 */
const badPhenomena = defineResourcePage<BadPhenomenon>({
  api: badPhenomenonApi,
  permissions: Permissions.basics.badPhenomenon,
  importRoutes: badPhenomenonImportRoutes,
  testId: 'badPhenomenon',
  settingsKey: 'quality-badPhenomenon',
  texts: qualityTexts('badPhenomenon'),
  coded: qualityCoded,
  fields: [
    {
      name: 'defectTypeId',
      label: 'quality.defectType',
      input: { kind: 'ref', ref: 'defectType', required: true },
      column: { search: true },
      render: (row) => (row.defectType ? `${row.defectType.code} ${row.defectType.name}` : '-'),
    },
    {
      name: 'commonlyUsed',
      label: 'quality.commonlyUsed',
      help: 'quality.commonlyUsedHelp',
      input: { kind: 'switch' },
      initial: false,
      column: { sort: true, search: true, width: 110 },
      render: (row, t) =>
        row.commonlyUsed ? (
          <Tag color="gold" icon={<StarFilled />}>
            {t('crud.yes')}
          </Tag>
        ) : (
          t('crud.no')
        ),
    },
    {
      name: 'causeIds',
      label: 'quality.causes',
      help: linkHelp,
      input: { ...links, ref: 'defectCause' },
      wide: true,
      initial: [],
      column: { width: 240 },
      render: (row) => tags(row.causes),
      fromRow: (row) => row.causes.map((ref) => ref.id),
    },
    {
      name: 'solutionIds',
      label: 'quality.solutions',
      help: linkHelp,
      input: { ...links, ref: 'solution' },
      wide: true,
      initial: [],
      column: { width: 240, responsive: ['xxl'] },
      render: (row) => tags(row.solutions),
      fromRow: (row) => row.solutions.map((ref) => ref.id),
    },
    qualityRemark,
  ],
});

export default function BadPhenomenonListPage() {
  return <ResourcePage resource={badPhenomena} />;
}
