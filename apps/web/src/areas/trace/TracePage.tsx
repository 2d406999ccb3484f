import { Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { TimeZoneNote } from '../../app/components/TimeZoneNote';

/** A trace page's frame: its title with the zone its times are in and the page's buttons, then its content. */
export function TracePage({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space wrap>
          <TimeZoneNote />
          {extra}
        </Space>
      </Flex>
      {children}
    </Space>
  );
}
