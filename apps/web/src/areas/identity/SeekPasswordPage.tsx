import { UserOutlined } from '@ant-design/icons';
import type { ResetPasswordBody } from '@takt/contracts';
import { Alert, App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../app/request';
import { settings } from '../../app/settings';
import { AuthFrame, authStyles as styles } from './AuthFrame';
import { isShownByLoginForm } from './api';
import { CodeField } from './CodeField';
import { useResetPassword } from './hooks';
import { PasswordFields } from './PasswordFields';
import { normalizeTarget, targetKind } from './target-kind';

/**
 * /seekpassword and /recover (spec 000 §2, §7): the account's e-mail address or mobile number
 * → a 6-digit code → a new password and its confirmation → `POST reset_password` → sign in.
 */
export function SeekPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetPasswordBody>();
  const reset = useResetPassword();
  const error = reset.error;
  const formError = isApiError(error) && isShownByLoginForm(error) ? error.message : null;

  const target = async (): Promise<string | null> => {
    try {
      const values = await form.validateFields(['target']);
      return normalizeTarget(values.target);
    } catch {
      return null;
    }
  };

  const onFinish = (values: ResetPasswordBody) => {
    reset.mutate(
      {
        target: normalizeTarget(values.target),
        code: values.code.trim(),
        password: values.password,
        confirm: values.confirm,
      },
      {
        onSuccess: () => {
          void message.success(t('registration.seek.done'), 4);
          void navigate(settings.loginPath, { replace: true });
        },
      },
    );
  };

  return (
    <AuthFrame labelledBy="seek-heading">
      <h1 id="seek-heading" className={styles.heading}>
        {t('registration.seek.heading')}
      </h1>
      <p className={styles.intro}>{t('registration.seek.intro')}</p>

      <Form<ResetPasswordBody>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        onValuesChange={() => {
          if (reset.isError) reset.reset();
        }}
        disabled={reset.isPending}
      >
        <Form.Item
          name="target"
          label={t('registration.target.label')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('registration.target.required') },
            {
              validator: (_, value: string) =>
                targetKind(value) ? Promise.resolve() : Promise.reject(new Error(t('registration.target.invalid'))),
            },
          ]}
        >
          <Input
            id="target"
            prefix={<UserOutlined />}
            placeholder={t('registration.target.placeholder')}
            autoComplete="username"
            maxLength={128}
            autoFocus
          />
        </Form.Item>

        <CodeField purpose="reset" target={target} />

        <PasswordFields label={t('registration.seek.newPassword')} />

        <Form.Item style={{ marginBottom: 0 }}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={reset.isPending}
            data-testid="seek-submit"
          >
            {t('registration.seek.submit')}
          </Button>
        </Form.Item>
      </Form>

      {formError && (
        <Alert className={styles.error} type="error" showIcon message={formError} data-testid="seek-error" />
      )}

      <div className={`${styles.links} ${styles.centered}`}>
        <Link to={settings.loginPath}>{t('registration.seek.backToLogin')}</Link>
      </div>
    </AuthFrame>
  );
}
