import type { RegisterResult } from '@takt/contracts';
import { Button, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { settings } from '../../app/settings';
import { AuthFrame } from '../identity/AuthFrame';

/** Handed over by /register through the history state (survives a reload of this page). */
export interface RegisterResultState {
  result: RegisterResult;
}

function resultOf(state: unknown): RegisterResult | null {
  const result = (state as Partial<RegisterResultState> | null)?.result;
  return result && typeof result.account === 'string' ? result : null;
}

/** /register-result (spec 000 §2): the new enterprise, its administrator account, sign in. */
export function RegisterResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const result = resultOf(useLocation().state);

  if (!result) {
    return (
      <AuthFrame>
        <Result
          status="info"
          title={t('registration.result.missingTitle')}
          subTitle={t('registration.result.missingSubTitle')}
          extra={[
            <Button key="login" type="primary" onClick={() => void navigate(settings.loginPath)}>
              {t('registration.result.home')}
            </Button>,
          ]}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame wide>
      <Result
        status="success"
        title={<span data-testid="register-result-title">{t('registration.result.title')}</span>}
        subTitle={t('registration.result.subTitle', { account: result.account })}
        style={{ padding: '24px 0 16px' }}
      />
      <Descriptions
        column={1}
        size="small"
        bordered
        styles={{ label: { width: '45%' } }}
        items={[
          { key: 'enterprise', label: t('registration.result.enterprise'), children: result.tenantName },
          { key: 'code', label: t('registration.result.enterpriseCode'), children: result.tenantCode },
          {
            key: 'account',
            label: t('registration.result.account'),
            children: <span data-testid="register-result-account">{result.account}</span>,
          },
          { key: 'trial', label: t('registration.result.trialUntil'), children: result.deadline },
        ]}
      />
      <Button
        type="primary"
        size="large"
        block
        style={{ marginTop: 24 }}
        data-testid="register-result-login"
        onClick={() => void navigate(settings.loginPath, { state: { account: result.account } })}
      >
        {t('registration.result.signIn')}
      </Button>
    </AuthFrame>
  );
}
