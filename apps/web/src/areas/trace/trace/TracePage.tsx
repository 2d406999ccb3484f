import { Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A trace page's frame: its title with the page's buttons, then its content. */
export function TracePage({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space>{extra}</Space>
      </Flex>
      {children}
    </Space>
  );
}
