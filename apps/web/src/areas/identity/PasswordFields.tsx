import { LockOutlined } from '@ant-design/icons';
import { REGISTER_PASSWORD_MAX, REGISTER_PASSWORD_MIN } from '@takt/contracts';
import { Form, Input, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isStrongEnough, type PasswordStrength, passwordStrength, strengthPercent } from './password-strength';

const STRENGTH_COLORS: Record<PasswordStrength, string> = {
  low: '#ff4d4f',
  medium: '#faad14',
  strong: '#52c41a',
};

interface PasswordFieldsProps {
  /** Label of the first field ("Password" / "New password"). */
  label: string;
  name?: string;
  confirmName?: string;
}

/**
 * Password + confirmation with the strength meter (spec 000 §5: "at least 6, strength low,
 * medium or strong; messages for insufficient strength and mismatched entries"). A low
 * password is refused with the insufficient-strength message.
 */
export function PasswordFields({ label, name = 'password', confirmName = 'confirm' }: PasswordFieldsProps) {
  const { t } = useTranslation();
  const value = Form.useWatch<string | undefined>(name);
  const strength = passwordStrength(value);
  const limits = { min: REGISTER_PASSWORD_MIN, max: REGISTER_PASSWORD_MAX };

  return (
    <>
      <Form.Item
        name={name}
        label={label}
        validateFirst
        rules={[
          { required: true, message: t('registration.password.required') },
          { min: limits.min, max: limits.max, message: t('registration.password.length', limits) },
          {
            validator: (_, text: string) =>
              isStrongEnough(text)
                ? Promise.resolve()
                : Promise.reject(new Error(t('registration.password.insufficient'))),
          },
        ]}
        extra={
          <div aria-live="polite" data-testid="password-strength" data-strength={strength ?? ''}>
            {strength ? (
              <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 4 }}>
                <Progress
                  percent={strengthPercent(strength)}
                  showInfo={false}
                  strokeColor={STRENGTH_COLORS[strength]}
                  size="small"
                  style={{ flex: 1, margin: 0 }}
                />
                <span style={{ color: STRENGTH_COLORS[strength], whiteSpace: 'nowrap' }}>
                  {t('registration.password.strength', { level: t(`registration.password.levels.${strength}`) })}
                </span>
              </div>
            ) : null}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('registration.password.hint', limits)}
            </Typography.Text>
          </div>
        }
      >
        <Input.Password
          id={name}
          prefix={<LockOutlined />}
          placeholder={t('registration.password.placeholder', limits)}
          autoComplete="new-password"
          maxLength={limits.max}
        />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={t('registration.password.confirm')}
        dependencies={[name]}
        validateFirst
        rules={[
          { required: true, message: t('registration.password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, text: string) =>
              text === getFieldValue(name)
                ? Promise.resolve()
                : Promise.reject(new Error(t('registration.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password
          id={confirmName}
          prefix={<LockOutlined />}
          placeholder={t('registration.password.confirmPlaceholder')}
          autoComplete="new-password"
          maxLength={limits.max}
        />
      </Form.Item>
    </>
  );
}
