import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import {
  LOGIN_PASSWORD_MAX,
  LOGIN_PASSWORD_MIN,
  type LoginBody,
  type PhoneLoginBody,
  type TokenPair,
} from '@takt/contracts';
import { Alert, Button, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { redirectAfterSignIn } from '../../app/redirect';
import { type ApiError, isApiError } from '../../app/request';
import { signIn } from '../../app/session';
import { settings } from '../../app/settings';
import { AuthFrame, authStyles as styles } from './AuthFrame';
import { isShownByLoginForm } from './api';
import { CodeField } from './CodeField';
import { useLogin, usePhoneLogin } from './hooks';
import { rememberMultiLanguage } from './multi-language';
import { isMobile, normalizeTarget } from './target-kind';

/** Account field: the schema trims and caps it at 64 characters. */
const ACCOUNT_MAX_LENGTH = 64;

type LoginTab = 'account' | 'mobile';

/** What other pages may hand over: the account just registered. */
interface LoginLocationState {
  account?: string;
}

/** The server's own words (already in the user's language), shown once: under the form. */
function formErrorOf(error: unknown): string | null {
  return isApiError(error) && isShownByLoginForm(error as ApiError) ? (error as ApiError).message : null;
}

/**
 * Spec 000 §2: background, form card with logo, language dropdown, footer; account/password
 * and SMS-code tabs; server configuration; links to registration and password reset.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const handedOver = (location.state as LoginLocationState | null)?.account;
  const [tab, setTab] = useState<LoginTab>('account');

  const enter = (pair: TokenPair) => {
    signIn(pair);
    void rememberMultiLanguage();
    void navigate(redirectAfterSignIn(searchParams.get('redirect'), settings.homePath), { replace: true });
  };

  return (
    <AuthFrame labelledBy="login-heading">
      <h1 id="login-heading" className={styles.heading} style={{ marginBottom: 8 }}>
        {t('auth.login.heading')}
      </h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as LoginTab)}
        centered
        destroyOnHidden={false}
        items={[
          {
            key: 'account',
            label: <span data-testid="login-tab-account">{t('registration.login.tabAccount')}</span>,
            children: <PasswordLoginForm initialAccount={handedOver} onSignedIn={enter} />,
          },
          {
            key: 'mobile',
            label: <span data-testid="login-tab-mobile">{t('registration.login.tabMobile')}</span>,
            children: <SmsLoginForm onSignedIn={enter} />,
          },
        ]}
      />
      <div className={`${styles.links} ${styles.centered}`}>
        <span className={styles.muted}>{t('registration.login.noAccount')}</span>
        <Link to="/register" data-testid="link-register">
          {t('registration.login.register')}
        </Link>
      </div>
    </AuthFrame>
  );
}

function PasswordLoginForm({
  initialAccount,
  onSignedIn,
}: {
  initialAccount: string | undefined;
  onSignedIn: (pair: TokenPair) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginBody>();
  const loginMutation = useLogin();
  const formError = formErrorOf(loginMutation.error);

  return (
    <>
      <Form<LoginBody>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        autoComplete="on"
        initialValues={initialAccount ? { account: initialAccount } : undefined}
        onFinish={(values) =>
          loginMutation.mutate({ account: values.account.trim(), password: values.password }, { onSuccess: onSignedIn })
        }
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
            autoFocus={!initialAccount}
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
            autoFocus={Boolean(initialAccount)}
            maxLength={LOGIN_PASSWORD_MAX}
          />
        </Form.Item>
        <div className={styles.forgot}>
          <Link to="/seekpassword" data-testid="link-seekpassword">
            {t('registration.login.forgot')}
          </Link>
        </div>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" block loading={loginMutation.isPending} data-testid="login-submit">
            {t('auth.login.submit')}
          </Button>
        </Form.Item>
      </Form>
      {formError && (
        <Alert className={styles.error} type="error" showIcon message={formError} data-testid="login-error" />
      )}
    </>
  );
}

function SmsLoginForm({ onSignedIn }: { onSignedIn: (pair: TokenPair) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PhoneLoginBody>();
  const phoneLogin = usePhoneLogin();
  const formError = formErrorOf(phoneLogin.error);

  const phone = async (): Promise<string | null> => {
    try {
      const values = await form.validateFields(['phone']);
      return normalizeTarget(values.phone);
    } catch {
      return null;
    }
  };

  return (
    <>
      <Form<PhoneLoginBody>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={(values) =>
          phoneLogin.mutate(
            { phone: normalizeTarget(values.phone), code: values.code.trim() },
            { onSuccess: onSignedIn },
          )
        }
        onValuesChange={() => {
          if (phoneLogin.isError) phoneLogin.reset();
        }}
        disabled={phoneLogin.isPending}
      >
        <Form.Item
          name="phone"
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('registration.sms.phoneRequired') },
            {
              validator: (_, value: string) =>
                isMobile(value) ? Promise.resolve() : Promise.reject(new Error(t('registration.sms.phoneInvalid'))),
            },
          ]}
        >
          <Input
            id="sms-phone"
            prefix={<MobileOutlined />}
            placeholder={t('registration.sms.phonePlaceholder')}
            aria-label={t('registration.sms.phone')}
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
          />
        </Form.Item>
        <CodeField purpose="login" target={phone} id="sms-code" bare />
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" block loading={phoneLogin.isPending} data-testid="sms-login-submit">
            {t('registration.sms.submit')}
          </Button>
        </Form.Item>
      </Form>
      {formError && (
        <Alert className={styles.error} type="error" showIcon message={formError} data-testid="sms-login-error" />
      )}
    </>
  );
}
