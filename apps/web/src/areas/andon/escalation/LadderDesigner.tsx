import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ANDON_LADDER_LEVELS_MAX,
  ANDON_LEVEL_CHANNELS_MAX,
  ANDON_LEVEL_MINUTES_MAX,
  ANDON_LEVEL_MINUTES_MIN,
  type AndonLadder,
} from '@takt/contracts';
import { Button, Card, Checkbox, Col, Form, InputNumber, Row, Tag, Timeline, Tooltip, Typography } from 'antd';
import type { FormInstance } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../../app/crud/field-rules';
import { RefSelect } from '../../../app/crud/RefSelect';
import { RolesSelect, UsersSelect } from '../../messages/recipient-pickers';
import type { LevelValues } from './flow-form';

const LADDER_COLOURS: Record<AndonLadder, string> = { response: 'orange', resolution: 'red' };

/**
 * One ladder of a flow as a timeline: each level a row with its minutes after the call, who it
 * notifies (the line's current shift, people, roles) and how (push channels and template).
 * Minutes must grow level by level; at most {@link ANDON_LADDER_LEVELS_MAX} levels.
 */
export function LadderDesigner({ ladder, testId }: { ladder: AndonLadder; testId: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const levels = (Form.useWatch(ladder, form) ?? []) as LevelValues[];
  return (
    <Card
      size="small"
      style={{ marginBottom: 16 }}
      title={
        <span>
          <Tag color={LADDER_COLOURS[ladder]}>{t(`andonConfig.ladders.${ladder}`)}</Tag>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {t(`andonConfig.ladderHelp.${ladder}`)}
          </Typography.Text>
        </span>
      }
    >
      <Form.List name={ladder}>
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 && <Typography.Text type="secondary">{t('andonConfig.noLevels')}</Typography.Text>}
            <Timeline
              style={{ marginTop: fields.length ? 8 : 0 }}
              items={fields.map((field, index) => ({
                key: field.key,
                color: LADDER_COLOURS[ladder],
                children: (
                  <LevelRow
                    ladder={ladder}
                    index={index}
                    name={field.name}
                    testId={`${testId}-${ladder}-${index + 1}`}
                    onRemove={() => remove(field.name)}
                    form={form}
                  />
                ),
              }))}
            />
            <Tooltip
              title={
                fields.length >= ANDON_LADDER_LEVELS_MAX
                  ? t('andonConfig.designer.full', { max: ANDON_LADDER_LEVELS_MAX })
                  : undefined
              }
            >
              <Button
                icon={<PlusOutlined />}
                type="dashed"
                block
                disabled={fields.length >= ANDON_LADDER_LEVELS_MAX}
                data-testid={`${testId}-${ladder}-add`}
                onClick={() => {
                  const last = levels[levels.length - 1];
                  add({
                    minutes: last?.minutes ? Math.min(last.minutes * 2, ANDON_LEVEL_MINUTES_MAX) : 5,
                    lineShift: !last,
                    userIds: [],
                    roleIds: [],
                    channelIds: last?.channelIds ?? [],
                    templateId: last?.templateId ?? null,
                  });
                }}
              >
                {t('andonConfig.designer.addLevel')}
              </Button>
            </Tooltip>
          </>
        )}
      </Form.List>
    </Card>
  );
}

interface LevelRowProps {
  ladder: AndonLadder;
  index: number;
  name: number;
  testId: string;
  onRemove: () => void;
  form: FormInstance;
}

function LevelRow({ ladder, index, name, testId, onRemove, form }: LevelRowProps) {
  const { t } = useTranslation();
  const level = index + 1;
  const minutesLabel = t('andonConfig.designer.minutes');
  const anyone = () => {
    const values = (form.getFieldValue([ladder, name]) ?? {}) as LevelValues;
    return Boolean(values.lineShift || values.userIds?.length || values.roleIds?.length);
  };
  return (
    <div data-testid={testId}>
      <Row gutter={12} align="middle" style={{ marginBottom: 8 }}>
        <Col flex="none">
          <Typography.Text strong>{t('andonConfig.designer.level', { level })}</Typography.Text>
        </Col>
        <Col flex="none">
          <Form.Item
            name={[name, 'minutes']}
            style={{ marginBottom: 0 }}
            dependencies={index > 0 ? [[ladder, name - 1, 'minutes']] : []}
            rules={[
              requiredRule(t('crud.required', { field: minutesLabel })),
              {
                validator: async (_rule, value: number | null | undefined) => {
                  if (index === 0 || typeof value !== 'number') return;
                  const previous = form.getFieldValue([ladder, name - 1, 'minutes']);
                  if (typeof previous === 'number' && value <= previous)
                    throw new Error(t('andonConfig.designer.notIncreasing', { level: index, minutes: previous }));
                },
              },
            ]}
          >
            <InputNumber
              min={ANDON_LEVEL_MINUTES_MIN}
              max={ANDON_LEVEL_MINUTES_MAX}
              precision={0}
              style={{ width: 90 }}
              data-testid={`${testId}-minutes`}
              aria-label={minutesLabel}
            />
          </Form.Item>
        </Col>
        <Col flex="auto">
          <Typography.Text type="secondary">{minutesLabel}</Typography.Text>
        </Col>
        <Col flex="none">
          <Tooltip title={t('andonConfig.designer.removeLevel', { level })}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('andonConfig.designer.removeLevel', { level })}
              data-testid={`${testId}-remove`}
              onClick={onRemove}
            />
          </Tooltip>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Typography.Text type="secondary">{t('andonConfig.designer.who')}</Typography.Text>
          <Form.Item name={[name, 'lineShift']} valuePropName="checked" style={{ marginBottom: 4 }}>
            <Checkbox data-testid={`${testId}-shift`}>
              <Tooltip title={t('andonConfig.designer.lineShiftHelp')}>{t('andonConfig.designer.lineShift')}</Tooltip>
            </Checkbox>
          </Form.Item>
          <Form.Item
            name={[name, 'userIds']}
            style={{ marginBottom: 4 }}
            dependencies={[
              [ladder, name, 'lineShift'],
              [ladder, name, 'roleIds'],
            ]}
            rules={[
              {
                validator: async () => {
                  if (!anyone()) throw new Error(t('andonConfig.designer.recipientsRequired'));
                },
              },
            ]}
          >
            <UsersSelect placeholder={t('andonConfig.designer.people')} data-testid={`${testId}-users`} />
          </Form.Item>
          <Form.Item name={[name, 'roleIds']} style={{ marginBottom: 8 }}>
            <RolesSelect placeholder={t('andonConfig.designer.roles')} data-testid={`${testId}-roles`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Text type="secondary">{t('andonConfig.designer.how')}</Typography.Text>
          <Form.Item
            name={[name, 'channelIds']}
            style={{ marginBottom: 4, marginTop: 4 }}
            rules={[
              requiredRule(t('andonConfig.designer.channelsRequired')),
              { type: 'array', max: ANDON_LEVEL_CHANNELS_MAX },
            ]}
          >
            <RefSelect
              kind="pushChannel"
              multiple
              placeholder={t('andonConfig.designer.channels')}
              data-testid={`${testId}-channels`}
            />
          </Form.Item>
          <Form.Item
            name={[name, 'templateId']}
            style={{ marginBottom: 8 }}
            rules={[requiredRule(t('andonConfig.designer.templateRequired'))]}
          >
            <RefSelect
              kind="pushTemplate"
              placeholder={t('andonConfig.designer.template')}
              data-testid={`${testId}-template`}
            />
          </Form.Item>
        </Col>
      </Row>
    </div>
  );
}
