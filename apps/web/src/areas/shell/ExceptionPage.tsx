import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { settings } from '../../app/settings';

export type ExceptionStatus = '403' | '404' | '500';

interface ExceptionPageProps {
  status: ExceptionStatus;
  /** Replaces the status's own explanation. */
  reason?: string;
}

/** Spec 000 §2: /403, /404 and /500, each with a back-to-home button. */
export function ExceptionPage({ status, reason }: ExceptionPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A refusal is worded as the request client words one (spec 000 §7, 'Forbidden (403)').
  const title = status === '403' ? t('request.forbidden') : status;
  return (
    <div data-testid={`exception-${status}`}>
      <Result
        status={status}
        title={title}
        subTitle={reason ?? t(`shell.exception.${status}`)}
        extra={
          <Button type="primary" data-testid="back-home" onClick={() => void navigate(settings.homePath)}>
            {t('shell.exception.backHome')}
          </Button>
        }
      />
    </div>
  );
}

export function NotFoundPage() {
  return <ExceptionPage status="404" />;
}

export function ForbiddenPage() {
  return <ExceptionPage status="403" />;
}

export function ServerErrorPage() {
  return <ExceptionPage status="500" />;
}

/** A page of the product the user's roles do not include, named in the wording of spec 000 §6. */
export function PageForbiddenPage({ page }: { page: string }) {
  const { t } = useTranslation();
  return <ExceptionPage status="403" reason={t('shell.exception.page', { page })} />;
}

/** A detail page the user's roles do not include (spec 000 §6). */
export function DetailForbiddenPage() {
  const { t } = useTranslation();
  return <ExceptionPage status="403" reason={t('shell.exception.detail')} />;
}
