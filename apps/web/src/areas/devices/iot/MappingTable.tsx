import type { IotDriver } from '@takt/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

type MappingRow = IotDriver['mapping'][number];

/** A saved driver's mapping rows, as an expanded list row shows them. */
export function MappingTable({ mapping }: { mapping: MappingRow[] }) {
  const { t } = useTranslation();
  return (
    <Table<MappingRow>
      size="small"
      rowKey="metric"
      pagination={false}
      dataSource={mapping}
      columns={[
        { title: t('iot.driver.metric'), dataIndex: 'metric' },
        { title: t('iot.driver.label'), dataIndex: 'label' },
        { title: t('iot.driver.path'), dataIndex: 'path', render: (path: string) => <code>{path}</code> },
        { title: t('iot.driver.scale'), dataIndex: 'scale', align: 'right' },
        { title: t('iot.driver.offset'), dataIndex: 'offset', align: 'right' },
        {
          title: t('iot.driver.decimals'),
          dataIndex: 'decimals',
          align: 'right',
          render: (d: number | null) => d ?? '—',
        },
        { title: t('iot.driver.unit'), dataIndex: 'unit' },
      ]}
    />
  );
}
