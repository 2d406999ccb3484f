import { SafetyOutlined } from '@ant-design/icons';
import { CODE_PATTERN, VerificationCodeRules } from '@takt/contracts';
import { App, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './countdown';
import { useSendCode } from './hooks';
import { maskTarget } from './target-kind';

interface CodeFieldProps {
  /** register and login codes: `verification_code`; reset: `reset_password_verification_code`. */
  purpose: 'register' | 'login' | 'reset';
  /** Validates the target field and returns the target to send to, or null (the form shows why). */
  target: () => Promise<string | null>;
  /** Form field name of the code. */
  name?: string;
  id?: string;
  disabled?: boolean;
  /** No label (the login form's placeholder-only style). */
  bare?: boolean;
}

/**
 * The 6-digit code field with its "send code" button and the resend countdown (spec 000 §5/§9:
 * 6 digits, valid 10 minutes, re-send after 60 s). The countdown follows what the server says
 * (`resendAfterSeconds`), so a refused early resend and a fresh one look the same.
 */
export function CodeField({
  purpose,
  target,
  name = 'code',
  id = 'code',
  disabled = false,
  bare = false,
}: CodeFieldProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sendCode = useSendCode(purpose);
  const countdown = useCountdown(VerificationCodeRules.RESEND_SECONDS);

  const send = async () => {
    const to = await target();
    if (!to) return;
    sendCode.mutate(to, {
      onSuccess: (sent) => {
        countdown.start(sent.resendAfterSeconds > 0 ? sent.resendAfterSeconds : VerificationCodeRules.RESEND_SECONDS);
        const minutes = Math.round(sent.expiresInSeconds / 60) || VerificationCodeRules.VALID_MINUTES;
        const key = sent.channel === 'email' ? 'registration.code.sentEmail' : 'registration.code.sentSms';
        void message.success(t(key, { target: maskTarget(to), minutes }));
      },
    });
  };

  const waiting = countdown.left > 0;
  return (
    <Form.Item label={bare ? undefined : t('registration.code.label')} required={!bare}>
      <Space.Compact style={{ width: '100%' }} block>
        <Form.Item
          name={name}
          noStyle
          validateFirst
          rules={[
            { required: true, message: t('registration.code.required') },
            { pattern: CODE_PATTERN, message: t('registration.code.invalid') },
          ]}
        >
          <Input
            id={id}
            prefix={<SafetyOutlined />}
            placeholder={t('registration.code.placeholder')}
            aria-label={t('registration.code.label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VerificationCodeRules.LENGTH}
          />
        </Form.Item>
        <Button
          onClick={() => void send()}
          loading={sendCode.isPending}
          disabled={disabled || waiting}
          style={{ minWidth: 128 }}
          data-testid={`send-code-${purpose}`}
        >
          {waiting
            ? t('registration.code.wait', { seconds: countdown.left })
            : sendCode.isSuccess
              ? t('registration.code.resend')
              : t('registration.code.send')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
