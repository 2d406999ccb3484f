import { ProForm, ProFormText } from '@ant-design/pro-components';
import { LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_MIN, OLD_PASSWORD_MAX } from '@takt/contracts';
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/request';
import { useUpdatePassword } from './hooks';
import { SaveAlerts } from './SaveAlerts';
import { SettingsIntro } from './SettingsIntro';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/**
 * /account/settings/security: change password (spec 000 §5: old required; new 6 to 12; repeat
 * must match). The user's other sessions are signed out; this one stays.
 */
export function SecuritySettingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdatePassword();
  const [form] = Form.useForm<PasswordValues>();
  const limits = { min: LOGIN_PASSWORD_MIN, max: LOGIN_PASSWORD_MAX };
  const formError = isApiError(update.error) ? update.error.message : null;

  return (
    <div style={{ maxWidth: 440 }}>
      <SettingsIntro>{t('identity.account.settings.security.intro')}</SettingsIntro>
      <SaveAlerts formError={formError} />
      <ProForm<PasswordValues>
        layout="vertical"
        form={form}
        onValuesChange={() => {
          if (update.isError) update.reset();
        }}
        submitter={{
          searchConfig: { submitText: t('identity.account.settings.security.submit') },
          resetButtonProps: { style: { display: 'none' } },
          submitButtonProps: { id: 'security-save' },
        }}
        onFinish={async (values) => {
          try {
            const result = await update.mutateAsync(values);
            void message.success(
              result.signedOutSessions > 0
                ? t('identity.account.settings.security.changedOthersOut', { count: result.signedOutSessions })
                : t('identity.account.settings.security.changed'),
              4,
            );
            form.resetFields();
            return true;
          } catch {
            return false;
          }
        }}
      >
        <ProFormText.Password
          name="oldPassword"
          label={t('identity.account.settings.security.oldPassword')}
          fieldProps={{ autoComplete: 'current-password', maxLength: OLD_PASSWORD_MAX }}
          rules={[{ required: true, message: t('identity.account.settings.security.oldRequired') }]}
        />
        <ProFormText.Password
          name="newPassword"
          label={t('identity.account.settings.security.newPassword')}
          dependencies={['oldPassword']}
          fieldProps={{
            autoComplete: 'new-password',
            maxLength: LOGIN_PASSWORD_MAX,
            placeholder: t('registration.password.placeholder', limits),
          }}
          rules={[
            { required: true, message: t('identity.account.settings.security.newRequired') },
            { min: limits.min, max: limits.max, message: t('identity.account.settings.security.length', limits) },
            ({ getFieldValue }) => ({
              validator: (_, value: string) =>
                !value || value !== getFieldValue('oldPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('identity.account.settings.security.sameAsOld'))),
            }),
          ]}
        />
        <ProFormText.Password
          name="confirm"
          label={t('identity.account.settings.security.confirm')}
          dependencies={['newPassword']}
          fieldProps={{ autoComplete: 'new-password', maxLength: LOGIN_PASSWORD_MAX }}
          rules={[
            { required: true, message: t('identity.account.settings.security.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('identity.account.settings.security.mismatch'))),
            }),
          ]}
        />
      </ProForm>
    </div>
  );
}
