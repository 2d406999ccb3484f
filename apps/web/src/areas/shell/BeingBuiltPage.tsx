import { Button, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { settings } from '../../app/settings';

interface BeingBuiltPageProps {
  /** The menu's title (already in the user's language). */
  title: string;
  path: string;
  /** The page module the menu names, when it names one. */
  component?: string | null;
}

/**
 * What a menu shows while its area is not built yet (issue 3 "never a blank page"): the menu's
 * title and path, and the way back.
 */
export function BeingBuiltPage({ title, path, component }: BeingBuiltPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="being-built">
      <Result
        icon={<ConstructionIllustration />}
        title={<span data-testid="being-built-title">{title}</span>}
        subTitle={
          <Space direction="vertical" size={4}>
            <Typography.Text strong>{t('shell.building.heading')}</Typography.Text>
            <Typography.Text type="secondary">{t('shell.building.description')}</Typography.Text>
            <Typography.Text type="secondary">
              {t('shell.building.path')} <Typography.Text code>{path}</Typography.Text>
            </Typography.Text>
            {component && (
              <Typography.Text type="secondary">
                {t('shell.building.component')} <Typography.Text code>{component}</Typography.Text>
              </Typography.Text>
            )}
          </Space>
        }
        extra={
          <Button type="primary" data-testid="back-home" onClick={() => void navigate(settings.homePath)}>
            {t('shell.exception.backHome')}
          </Button>
        }
      />
    </div>
  );
}

/** A production line under construction: a conveyor, a crate, a crane hook and a safety cone. */
function ConstructionIllustration() {
  return (
    <svg width="220" height="150" viewBox="0 0 220 150" role="img" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="220" height="150" rx="14" fill="#f0f5ff" />
      <path d="M150 18h6v92h-6z" fill="#597ef7" />
      <path d="M96 18h84v6H96z" fill="#597ef7" />
      <path d="M104 24v22" stroke="#8c8c8c" strokeWidth="2" />
      <path d="M99 46h10l-2 8h-6z" fill="#8c8c8c" />
      <rect x="88" y="56" width="32" height="26" rx="3" fill="#ffd666" stroke="#d48806" strokeWidth="2" />
      <path d="M88 66h32" stroke="#d48806" strokeWidth="2" />
      <rect x="24" y="98" width="136" height="10" rx="5" fill="#adc6ff" />
      <circle cx="36" cy="114" r="7" fill="#2f54eb" />
      <circle cx="66" cy="114" r="7" fill="#2f54eb" />
      <circle cx="96" cy="114" r="7" fill="#2f54eb" />
      <circle cx="126" cy="114" r="7" fill="#2f54eb" />
      <rect x="36" y="80" width="24" height="18" rx="2" fill="#91caff" />
      <path d="M186 128l-12 0 8-34h-4 8z" fill="#fa8c16" />
      <path d="M176 112h12M178 104h8" stroke="#fff" strokeWidth="3" />
      <rect x="170" y="126" width="24" height="5" rx="2" fill="#ad4e00" />
      <path d="M12 134h196" stroke="#d6e4ff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
