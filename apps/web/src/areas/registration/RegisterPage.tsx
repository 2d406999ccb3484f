import { BankOutlined, IdcardOutlined, MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import {
  ACCOUNT_MAX,
  ACCOUNT_MIN,
  ACCOUNT_PATTERN,
  ENTERPRISE_NAME_MAX,
  ENTERPRISE_NAME_MIN,
  type RegisterBody,
  TRIAL_DAYS,
  USER_NAME_MAX,
} from '@takt/contracts';
import { Alert, Button, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../app/request';
import { settings } from '../../app/settings';
import { AuthFrame, authStyles as styles } from '../identity/AuthFrame';
import { isShownByLoginForm } from '../identity/api';
import { CodeField } from '../identity/CodeField';
import { useRegister } from '../identity/hooks';
import { PasswordFields } from '../identity/PasswordFields';
import { normalizeTarget, type TargetKind, targetKind } from '../identity/target-kind';
import { enterpriseNameProblem } from './enterprise-name';
import type { RegisterResultState } from './RegisterResultPage';

type RegisterValues = RegisterBody;

/**
 * /register (spec 000 §2, §5): a new enterprise on a 30-day trial, its registrant as the
 * administrator; the registrant proves an e-mail address or a mobile number with a 6-digit
 * code. Success goes to /register-result.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const [kind, setKind] = useState<TargetKind>('email');
  const registerMutation = useRegister();
  const error = registerMutation.error;
  const formError = isApiError(error) && isShownByLoginForm(error) ? error.message : null;

  const target = async (): Promise<string | null> => {
    try {
      const values = await form.validateFields(['target']);
      return normalizeTarget(values.target);
    } catch {
      return null;
    }
  };

  const onFinish = (values: RegisterValues) => {
    registerMutation.mutate(
      {
        enterpriseName: values.enterpriseName.trim(),
        account: values.account.trim(),
        name: values.name.trim(),
        target: normalizeTarget(values.target),
        code: values.code.trim(),
        password: values.password,
        confirm: values.confirm,
      },
      {
        onSuccess: (result) => {
          const state: RegisterResultState = { result };
          void navigate('/register-result', { state, replace: true });
        },
      },
    );
  };

  const nameLimits = { min: ENTERPRISE_NAME_MIN, max: ENTERPRISE_NAME_MAX };
  const accountLimits = { min: ACCOUNT_MIN, max: ACCOUNT_MAX };
  const email = kind === 'email';

  return (
    <AuthFrame wide labelledBy="register-heading">
      <h1 id="register-heading" className={styles.heading}>
        {t('registration.form.heading')}
      </h1>
      <p className={styles.intro}>{t('registration.form.intro', { days: TRIAL_DAYS })}</p>

      <Form<RegisterValues>
        form={form}
        layout="vertical"
        requiredMark
        onFinish={onFinish}
        onValuesChange={() => {
          if (registerMutation.isError) registerMutation.reset();
        }}
        disabled={registerMutation.isPending}
        scrollToFirstError
      >
        <Form.Item
          name="enterpriseName"
          label={t('registration.form.enterpriseName')}
          rules={[
            {
              required: true,
              validator: (_, value: string | undefined) => {
                const problem = enterpriseNameProblem(value);
                if (!problem) return Promise.resolve();
                const text =
                  problem === 'required'
                    ? t('registration.form.enterpriseNameRequired')
                    : problem === 'length'
                      ? t('registration.form.enterpriseNameLength', nameLimits)
                      : t('registration.form.enterpriseNameCharacters');
                return Promise.reject(new Error(text));
              },
            },
          ]}
        >
          <Input
            id="enterpriseName"
            prefix={<BankOutlined />}
            placeholder={t('registration.form.enterpriseNamePlaceholder')}
            maxLength={ENTERPRISE_NAME_MAX}
            autoFocus
          />
        </Form.Item>

        <Form.Item
          name="account"
          label={t('registration.form.account')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('registration.form.accountRequired') },
            {
              validator: (_, value: string) => {
                const text = value.trim();
                return text.length >= ACCOUNT_MIN && text.length <= ACCOUNT_MAX
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('registration.form.accountLength', accountLimits)));
              },
            },
            {
              validator: (_, value: string) =>
                ACCOUNT_PATTERN.test(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('registration.form.accountCharacters'))),
            },
          ]}
        >
          <Input
            id="account"
            prefix={<UserOutlined />}
            placeholder={t('registration.form.accountPlaceholder', accountLimits)}
            autoComplete="username"
            maxLength={ACCOUNT_MAX}
          />
        </Form.Item>

        <Form.Item
          name="name"
          label={t('registration.form.name')}
          rules={[
            { required: true, whitespace: true, message: t('registration.form.nameRequired') },
            { max: USER_NAME_MAX, message: t('registration.form.nameLength', { max: USER_NAME_MAX }) },
          ]}
        >
          <Input
            id="name"
            prefix={<IdcardOutlined />}
            placeholder={t('registration.form.namePlaceholder')}
            autoComplete="name"
            maxLength={USER_NAME_MAX}
          />
        </Form.Item>

        <Form.Item label={email ? t('registration.target.email') : t('registration.target.mobile')} required>
          <Segmented<TargetKind>
            block
            value={kind}
            onChange={(value) => {
              setKind(value);
              form.setFieldsValue({ target: '', code: '' });
              form.setFields([
                { name: 'target', errors: [] },
                { name: 'code', errors: [] },
              ]);
            }}
            options={[
              { value: 'email', label: t('registration.target.byEmail'), icon: <MailOutlined /> },
              { value: 'mobile', label: t('registration.target.byMobile'), icon: <MobileOutlined /> },
            ]}
            style={{ marginBottom: 8 }}
            data-testid="register-target-kind"
          />
          <Form.Item
            name="target"
            noStyle
            validateFirst
            rules={[
              {
                required: true,
                whitespace: true,
                message: email ? t('registration.target.emailRequired') : t('registration.target.mobileRequired'),
              },
              {
                validator: (_, value: string) =>
                  targetKind(value) === kind
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(
                          email ? t('registration.target.emailInvalid') : t('registration.target.mobileInvalid'),
                        ),
                      ),
              },
            ]}
          >
            <Input
              id="target"
              prefix={email ? <MailOutlined /> : <MobileOutlined />}
              placeholder={
                email ? t('registration.target.emailPlaceholder') : t('registration.target.mobilePlaceholder')
              }
              aria-label={email ? t('registration.target.email') : t('registration.target.mobile')}
              autoComplete={email ? 'email' : 'tel'}
              inputMode={email ? 'email' : 'tel'}
              maxLength={email ? 128 : 20}
            />
          </Form.Item>
        </Form.Item>

        <CodeField purpose="register" target={target} />

        <PasswordFields label={t('registration.password.label')} />

        <Form.Item style={{ marginBottom: 0 }}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={registerMutation.isPending}
            data-testid="register-submit"
          >
            {t('registration.form.submit')}
          </Button>
        </Form.Item>
      </Form>

      {formError && (
        <Alert className={styles.error} type="error" showIcon message={formError} data-testid="register-error" />
      )}

      <div className={`${styles.links} ${styles.centered}`}>
        <span className={styles.muted}>{t('registration.form.haveAccount')}</span>
        <Link to={settings.loginPath}>{t('registration.form.signIn')}</Link>
      </div>
    </AuthFrame>
  );
}
