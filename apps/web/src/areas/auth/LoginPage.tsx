import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_MIN, type LoginBody } from '@takt/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageDropdown } from '../../app/components/LanguageDropdown';
import { Logo } from '../../app/components/Logo';
import { redirectAfterSignIn } from '../../app/redirect';
import { isApiError } from '../../app/request';
import { signIn } from '../../app/session';
import { settings } from '../../app/settings';
import { isShownByLoginForm } from './api';
import { useLogin } from './hooks';
import { LoginBackground } from './LoginBackground';
import styles from './LoginPage.module.css';

/** Account field: the schema trims and caps it at 64 characters. */
const ACCOUNT_MAX_LENGTH = 64;

/** Spec 000 §2: background, form card with logo, language dropdown, footer. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<LoginBody>();
  const loginMutation = useLogin();

  const onFinish = (values: LoginBody) => {
    loginMutation.mutate(
      { account: values.account.trim(), password: values.password },
      {
        onSuccess: (pair) => {
          signIn(pair);
          void navigate(redirectAfterSignIn(searchParams.get('redirect'), settings.homePath), { replace: true });
        },
      },
    );
  };

  // The server's own words (already in the user's language), shown once: here, not as a toast.
  const error = loginMutation.error;
  const formError = isApiError(error) && isShownByLoginForm(error) ? error.message : null;
  const year = new Date().getFullYear();

  return (
    <div className={styles.page}>
      <LoginBackground className={styles.background} />

      <header className={styles.topBar}>
        <LanguageDropdown inverted />
      </header>

      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="login-heading">
          <div className={styles.brand}>
            <Logo size={44} />
            <h1 className={styles.productName}>{settings.productName}</h1>
          </div>
          <p className={styles.tagline}>{t('app.tagline')}</p>
          <h2 id="login-heading" className={styles.heading}>
            {t('auth.login.heading')}
          </h2>

          <Form<LoginBody>
            form={form}
            layout="vertical"
            size="large"
            requiredMark={false}
            autoComplete="on"
            onFinish={onFinish}
            onValuesChange={() => {
              if (loginMutation.isError) loginMutation.reset();
            }}
            disabled={loginMutation.isPending}
          >
            <Form.Item
              name="account"
              rules={[{ required: true, whitespace: true, message: t('auth.login.accountRequired') }]}
            >
              <Input
                id="account"
                prefix={<UserOutlined />}
                placeholder={t('auth.login.accountPlaceholder')}
                aria-label={t('auth.login.account')}
                autoComplete="username"
                autoFocus
                maxLength={ACCOUNT_MAX_LENGTH}
              />
            </Form.Item>
            <Form.Item
              name="password"
              validateFirst
              rules={[
                { required: true, message: t('auth.login.passwordRequired') },
                {
                  min: LOGIN_PASSWORD_MIN,
                  max: LOGIN_PASSWORD_MAX,
                  message: t('auth.login.passwordLength', { min: LOGIN_PASSWORD_MIN, max: LOGIN_PASSWORD_MAX }),
                },
              ]}
            >
              <Input.Password
                id="password"
                prefix={<LockOutlined />}
                placeholder={t('auth.login.passwordPlaceholder', { min: LOGIN_PASSWORD_MIN, max: LOGIN_PASSWORD_MAX })}
                aria-label={t('auth.login.password')}
                autoComplete="current-password"
              />
            </Form.Item>
            <Form.Item style={{ marginBottom: 0 }}>
              <Button
                type="primary"
                htmlType="submit"
                block
                loading={loginMutation.isPending}
                data-testid="login-submit"
              >
                {t('auth.login.submit')}
              </Button>
            </Form.Item>
          </Form>

          {formError && (
            <Alert className={styles.error} type="error" showIcon message={formError} data-testid="login-error" />
          )}
        </section>
      </main>

      <footer className={styles.footer}>
        <div className={styles.footerLine}>
          <span>{t('auth.footer.copyright', { year })}</span>
          <span>{t('auth.footer.version', { version: settings.version })}</span>
        </div>
        {settings.filingNumber && (
          <div className={styles.footerLine}>
            <a href={settings.filingUrl} target="_blank" rel="noreferrer noopener">
              {t('auth.footer.filing', { number: settings.filingNumber })}
            </a>
          </div>
        )}
      </footer>
    </div>
  );
}
