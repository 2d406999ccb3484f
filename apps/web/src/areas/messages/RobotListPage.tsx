import {
  Permissions,
  ROBOT_CODE_MAX,
  ROBOT_CODE_PATTERN,
  ROBOT_DESCRIPTION_MAX,
  ROBOT_NAME_MAX,
  ROBOT_PLATFORMS,
  ROBOT_SECRET_MAX,
  ROBOT_WEBHOOK_MAX,
  type Robot,
  type RobotTestResult,
  robotApi,
} from '@takt/contracts';
import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';

const P = Permissions.sys.robot;

/** Robots (spec 000 §3: name, platform, webhook, description at most 200), with "send test". */
const robots = defineResourcePage<Robot>({
  api: robotApi,
  permissions: P,
  testId: 'robot',
  settingsKey: 'push-robots',
  texts: { title: 'push.robot.title', add: 'push.robot.add', edit: 'push.robot.edit' },
  coded: { codeMax: ROBOT_CODE_MAX, nameMax: ROBOT_NAME_MAX, codePattern: ROBOT_CODE_PATTERN },
  fields: [
    {
      name: 'platform',
      label: 'push.robot.platform',
      options: { values: ROBOT_PLATFORMS, texts: 'push.platforms' },
      input: { kind: 'enum', required: true },
      initial: 'wecom',
      column: { sort: true, search: true, width: 130 },
    },
    {
      name: 'webhook',
      label: 'push.robot.webhook',
      help: 'push.robot.webhookHelp',
      input: { kind: 'text', max: ROBOT_WEBHOOK_MAX, required: true, pattern: /^https?:\/\/\S+$/ },
      wide: true,
      column: { ellipsis: true, width: 280 },
    },
    {
      name: 'secret',
      label: 'push.robot.secret',
      help: 'push.robot.secretHelp',
      input: { kind: 'text', max: ROBOT_SECRET_MAX },
      wide: true,
      column: false,
      render: (row) => (row.secret ? '••••••' : '—'),
    },
    {
      name: 'description',
      label: 'push.robot.description',
      input: { kind: 'text', max: ROBOT_DESCRIPTION_MAX, lines: 3 },
      wide: true,
      column: { ellipsis: true, responsive: ['xl'] },
    },
  ],
});

/** The platform's answer to the test message. */
function TestResultModal({ robot, result, onClose }: { robot: Robot; result: RobotTestResult; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('push.robot.testTitle', { name: robot.name })} onCancel={onClose} onOk={onClose} footer={null}>
      <Alert
        type={result.ok ? 'success' : 'error'}
        showIcon
        message={t(result.ok ? 'push.robot.testOk' : 'push.robot.testFailed')}
        data-testid="robot-test-result"
      />
      <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('push.robot.status')}>
          {result.status ?? t('push.robot.noAnswer')}
        </Descriptions.Item>
        <Descriptions.Item label={t('push.robot.answer')}>
          <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid="robot-test-answer">
            {result.answer}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}

export default function RobotListPage() {
  const { t } = useTranslation();
  const [tested, setTested] = useState<{ robot: Robot; result: RobotTestResult } | null>(null);
  return (
    <ResourcePage
      resource={robots}
      leadingActions={(row) => [
        {
          key: 'test',
          label: t('push.robot.test'),
          permission: P.test,
          onClick: async () => {
            const result = await callApi(robotApi.test, { body: { id: row.id } });
            setTested({ robot: row, result });
          },
        },
      ]}
    >
      {tested && <TestResultModal {...tested} onClose={() => setTested(null)} />}
    </ResourcePage>
  );
}
