import {
  ApiOutlined,
  ClockCircleOutlined,
  CloudServerOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  HddOutlined,
  NodeIndexOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import type { HostSnapshot } from '@takt/contracts';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Progress,
  Row,
  Skeleton,
  Space,
  Statistic,
  Tag,
  Typography,
  theme,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../app/duration';
import { formatTime } from '../../app/time';
import { useHostSnapshot } from './hooks';
import { formatBytes, gaugeStatus, percentOf } from './host-format';

const NOT_AVAILABLE = '—';
/** Two columns from small screens up (antd's default is three on wide ones, too narrow here). */
const TWO_COLUMNS = { xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 };

/**
 * Host monitoring (spec 000 §2), for the platform super administrator: the machine, the server
 * process, the database, the hub and the scheduled-task backlog, asked again every few seconds.
 * Figures are those of the process that answered; with several processes, each holds its own
 * sockets and event loop.
 */
export default function HostMonitorPage() {
  const { t } = useTranslation();
  const host = useHostSnapshot();

  if (host.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (host.isError && !host.data) {
    return (
      <Card>
        <Alert
          type="error"
          showIcon
          message={t('monitoring.host.loadFailed')}
          action={<Button onClick={() => host.refetch()}>{t('common.retry')}</Button>}
        />
      </Card>
    );
  }
  const data = host.data;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid="host-monitor">
      <Card size="small">
        <div
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}
        >
          <Space wrap>
            <DesktopOutlined />
            <Typography.Text strong>{data.hostname}</Typography.Text>
            <Typography.Text type="secondary">
              {data.platform} · {data.osRelease}
            </Typography.Text>
            <Tag>
              {t('monitoring.host.systemUptime')} <Duration seconds={data.systemUptimeSeconds} />
            </Tag>
          </Space>
          <Space wrap>
            {host.isError && <Tag color="red">{t('monitoring.host.stale')}</Tag>}
            <Typography.Text type="secondary" data-testid="host-sampled-at">
              {t('monitoring.host.sampledAt', { time: formatTime(data.sampledAt) })}
            </Typography.Text>
            <Button size="small" icon={<ReloadOutlined />} loading={host.isFetching} onClick={() => host.refetch()}>
              {t('monitoring.host.refresh')}
            </Button>
          </Space>
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <CpuCard cpu={data.cpu} />
        </Col>
        <Col xs={24} md={8}>
          <MemoryCard memory={data.memory} />
        </Col>
        <Col xs={24} md={8}>
          <DiskCard disk={data.disk} />
        </Col>
        <Col xs={24} lg={12}>
          <ProcessCard process={data.process} />
        </Col>
        <Col xs={24} lg={12}>
          <DatabaseCard database={data.database} />
        </Col>
        <Col xs={24} md={8}>
          <HubCard sockets={data.hub.sockets} />
        </Col>
        <Col xs={24} md={16}>
          <BacklogCard backlog={data.backlog} />
        </Col>
      </Row>
    </div>
  );
}

/** An uptime in the reader's language, its largest two units: "3 d 4 h". */
function Duration({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return durationText(t, seconds, { days: true, largest: 2 });
}

function Gauge({ percent, label, testId }: { percent: number; label: ReactNode; testId: string }) {
  const { token } = theme.useToken();
  const status = gaugeStatus(percent);
  const color = { normal: token.colorPrimary, warning: token.colorWarning, alarm: token.colorError }[status];
  return (
    <div style={{ textAlign: 'center' }} data-testid={testId}>
      {/* The number always, also at 100 % (where antd would draw a tick). */}
      <Progress
        type="dashboard"
        percent={percent}
        status="normal"
        strokeColor={color}
        size={140}
        format={(value) => `${value}%`}
      />
      <div>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </div>
    </div>
  );
}

function CardTitle({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Space>
      {icon}
      {text}
    </Space>
  );
}

function CpuCard({ cpu }: { cpu: HostSnapshot['cpu'] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={<CardTitle icon={<CloudServerOutlined />} text={t('monitoring.host.cpu')} />}>
      {cpu.usagePercent === null ? (
        <div style={{ textAlign: 'center', padding: 24 }} data-testid="host-cpu">
          <Typography.Text type="secondary">{t('monitoring.host.cpuWarming')}</Typography.Text>
        </div>
      ) : (
        <Gauge percent={Math.round(cpu.usagePercent)} label={t('monitoring.host.usage')} testId="host-cpu" />
      )}
      <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('monitoring.host.model')}>{cpu.model}</Descriptions.Item>
        <Descriptions.Item label={t('monitoring.host.cores')}>{cpu.cores}</Descriptions.Item>
        <Descriptions.Item label={t('monitoring.host.load')}>{cpu.loadAverage.join(' / ')}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function MemoryCard({ memory }: { memory: HostSnapshot['memory'] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={<CardTitle icon={<NodeIndexOutlined />} text={t('monitoring.host.memory')} />}>
      <Gauge
        percent={percentOf(memory.usedBytes, memory.totalBytes)}
        label={t('monitoring.host.used')}
        testId="host-memory"
      />
      <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('monitoring.host.total')}>{formatBytes(memory.totalBytes)}</Descriptions.Item>
        <Descriptions.Item label={t('monitoring.host.used')}>{formatBytes(memory.usedBytes)}</Descriptions.Item>
        <Descriptions.Item label={t('monitoring.host.free')}>{formatBytes(memory.freeBytes)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function DiskCard({ disk }: { disk: HostSnapshot['disk'] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={<CardTitle icon={<HddOutlined />} text={t('monitoring.host.disk')} />}>
      {disk === null ? (
        <Empty description={t('monitoring.host.diskUnavailable')} data-testid="host-disk" />
      ) : (
        <>
          <Gauge
            percent={percentOf(disk.usedBytes, disk.sizeBytes)}
            label={t('monitoring.host.used')}
            testId="host-disk"
          />
          <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
            <Descriptions.Item label={t('monitoring.host.dataDir')}>
              <Typography.Text code ellipsis={{ tooltip: disk.path }} style={{ maxWidth: 220 }}>
                {disk.path}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('monitoring.host.total')}>{formatBytes(disk.sizeBytes)}</Descriptions.Item>
            <Descriptions.Item label={t('monitoring.host.free')}>{formatBytes(disk.freeBytes)}</Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Card>
  );
}

function ProcessCard({ process }: { process: HostSnapshot['process'] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={<CardTitle icon={<ApiOutlined />} text={t('monitoring.host.process')} />}>
      <Descriptions size="small" column={TWO_COLUMNS} data-testid="host-process">
        <Descriptions.Item label={t('monitoring.host.pid')}>{process.pid}</Descriptions.Item>
        <Descriptions.Item label={t('monitoring.host.nodeVersion')}>{process.nodeVersion}</Descriptions.Item>
        <Descriptions.Item label={t('monitoring.host.uptime')}>
          <Duration seconds={process.uptimeSeconds} />
        </Descriptions.Item>
        <Descriptions.Item label={t('monitoring.host.rss')}>{formatBytes(process.rssBytes)}</Descriptions.Item>
        <Descriptions.Item label={t('monitoring.host.loopDelay')} span={2}>
          {t('monitoring.host.loopDelayValue', {
            p50: process.eventLoopDelayMs.p50,
            p99: process.eventLoopDelayMs.p99,
          })}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text type="secondary">
        {t('monitoring.host.heap', {
          used: formatBytes(process.heapUsedBytes),
          total: formatBytes(process.heapTotalBytes),
        })}
      </Typography.Text>
      <Progress percent={percentOf(process.heapUsedBytes, process.heapTotalBytes)} size="small" />
    </Card>
  );
}

function DatabaseCard({ database }: { database: HostSnapshot['database'] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={<CardTitle icon={<DatabaseOutlined />} text={t('monitoring.host.database')} />}>
      <Descriptions size="small" column={TWO_COLUMNS} data-testid="host-database">
        <Descriptions.Item label={t('monitoring.host.databaseKind')}>
          {t(`monitoring.host.databaseKinds.${database.kind}`)} {database.version}
        </Descriptions.Item>
        <Descriptions.Item label={t('monitoring.host.databaseSize')}>
          {database.sizeBytes === null ? NOT_AVAILABLE : formatBytes(database.sizeBytes)}
        </Descriptions.Item>
        <Descriptions.Item label={t('monitoring.host.connections')} span={2}>
          <Space size={[4, 4]} wrap>
            {database.connections.map((row) => (
              <Tag key={row.state} color={row.state === 'active' ? 'blue' : undefined}>
                {row.state}: {row.count}
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('monitoring.host.longestQuery')} span={2}>
          {database.longestQuery === null ? (
            <Typography.Text type="secondary">
              {database.kind === 'pglite' ? t('monitoring.host.embeddedOneConnection') : t('monitoring.host.noQuery')}
            </Typography.Text>
          ) : (
            <Space direction="vertical" size={2} style={{ width: '100%' }}>
              <Tag color={database.longestQuery.durationSeconds >= 10 ? 'orange' : 'default'}>
                {t('monitoring.host.seconds', { value: database.longestQuery.durationSeconds.toFixed(1) })}
              </Tag>
              <Typography.Text code ellipsis={{ tooltip: database.longestQuery.text }} style={{ maxWidth: '100%' }}>
                {database.longestQuery.text}
              </Typography.Text>
            </Space>
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function HubCard({ sockets }: { sockets: number }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('monitoring.host.hub')} style={{ height: '100%' }}>
      <Statistic title={t('monitoring.host.sockets')} value={sockets} data-testid="host-hub" />
      <Typography.Text type="secondary">{t('monitoring.host.socketsNote')}</Typography.Text>
    </Card>
  );
}

function BacklogCard({ backlog }: { backlog: HostSnapshot['backlog'] }) {
  const { t } = useTranslation();
  const shown = (value: number | null | undefined) => (value === null || value === undefined ? NOT_AVAILABLE : value);
  return (
    <Card
      size="small"
      title={<CardTitle icon={<ClockCircleOutlined />} text={t('monitoring.host.backlog')} />}
      style={{ height: '100%' }}
      data-testid="host-backlog"
    >
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title={t('monitoring.host.due')} value={shown(backlog?.due)} />
        </Col>
        <Col span={8}>
          <Statistic title={t('monitoring.host.running')} value={shown(backlog?.running)} />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('monitoring.host.oldestDue')}
            value={backlog?.oldestDueSeconds == null ? NOT_AVAILABLE : backlog.oldestDueSeconds}
            suffix={backlog?.oldestDueSeconds == null ? undefined : t('monitoring.host.secondsUnit')}
          />
        </Col>
      </Row>
      {backlog === null && <Typography.Text type="secondary">{t('monitoring.host.noScheduler')}</Typography.Text>}
    </Card>
  );
}
