import { Col, Row, Space } from 'antd';
import type { ReactNode } from 'react';
import { QueuePanel } from './QueuePanel';
import { ScanHistoryList } from './ScanHistoryList';

/**
 * The screen below the bar: the scan box, result and the screen's own panel on the left, the
 * queue and history on the right; one column on a narrow screen (a tablet upright).
 */
export function StationColumns({ main, side }: { main: ReactNode; side?: ReactNode }) {
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={15}>
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          {main}
        </Space>
      </Col>
      <Col xs={24} xl={9}>
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          {side}
          <QueuePanel />
          <ScanHistoryList />
        </Space>
      </Col>
    </Row>
  );
}
