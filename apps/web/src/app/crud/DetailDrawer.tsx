import type { Usage } from '@takt/contracts';
import { Descriptions, type DescriptionsProps, Drawer, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface DetailDrawerProps {
  title: string;
  open: boolean;
  onClose: () => void;
  loading: boolean;
  items: DescriptionsProps['items'];
  /** The records that use this one; the section is left out for a kind nothing refers to. */
  usedBy?: Usage[];
  testId: string;
}

/** A record's fields and, where it has them, the records of other kinds that use it (the same ones a delete names). */
export function DetailDrawer({ title, open, onClose, loading, items, usedBy, testId }: DetailDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer title={title} open={open} onClose={onClose} width={560} destroyOnHidden data-testid={testId}>
      {loading ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small" items={items} />
          {usedBy && (
            <div>
              <Typography.Title level={5}>{t('materials.usedBy')}</Typography.Title>
              {usedBy.length > 0 ? (
                <Descriptions
                  column={1}
                  size="small"
                  items={usedBy.map((usage) => ({
                    key: usage.kind,
                    label: t(`materials.kinds.${usage.kind}`, { defaultValue: usage.kind }),
                    children: (
                      <Space wrap size={[4, 4]}>
                        {usage.refs.map((ref) => (
                          <Tag key={ref.id}>
                            {ref.code} {ref.name}
                          </Tag>
                        ))}
                      </Space>
                    ),
                  }))}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('materials.notUsed')} />
              )}
            </div>
          )}
        </Space>
      )}
    </Drawer>
  );
}
