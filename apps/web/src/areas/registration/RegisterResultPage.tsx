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
          title={t('register.result.missingTitle')}
          subTitle={t('register.result.missingSubTitle')}
          extra={[
            <Button key="login" type="primary" onClick={() => void navigate(settings.loginPath)}>
              {t('register.result.home')}
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
        title={<span data-testid="register-result-title">{t('register.result.title')}</span>}
        subTitle={t('register.result.subTitle', { account: result.account })}
        style={{ padding: '24px 0 16px' }}
      />
      <Descriptions
        column={1}
        size="small"
        bordered
        styles={{ label: { width: '45%' } }}
        items={[
          { key: 'enterprise', label: t('register.result.enterprise'), children: result.tenantName },
          { key: 'code', label: t('register.result.enterpriseCode'), children: result.tenantCode },
          {
            key: 'account',
            label: t('register.result.account'),
            children: <span data-testid="register-result-account">{result.account}</span>,
          },
          { key: 'trial', label: t('register.result.trialUntil'), children: result.deadline },
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
        {t('register.result.signIn')}
      </Button>
    </AuthFrame>
  );
}
