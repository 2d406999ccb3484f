import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExceptionPage } from './ExceptionPage';

/** Spec 000 §2: the embedded page is the window's height minus 150 px. */
export const IFRAME_HEIGHT_OFFSET = 150;

function frameHeight(): number {
  return typeof window === 'undefined' ? 600 : Math.max(window.innerHeight - IFRAME_HEIGHT_OFFSET, 200);
}

interface IframePageProps {
  title: string;
  link: string | null;
}

/** An inner link of the menu (component `Iframe`): `meta.link` embedded; 404 without a link. */
export function IframePage({ title, link }: IframePageProps) {
  const { t } = useTranslation();
  const [height, setHeight] = useState(frameHeight);

  useEffect(() => {
    const onResize = () => setHeight(frameHeight());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  if (!link) return <ExceptionPage status="404" />;

  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <Button
          size="small"
          type="link"
          icon={<ExportOutlined />}
          href={link}
          target="_blank"
          rel="noreferrer noopener"
          data-testid="iframe-open-new-tab"
        >
          {t('shell.iframe.openInNewTab')}
        </Button>
      </div>
      <iframe
        title={title}
        src={link}
        data-testid="iframe-page"
        style={{ width: '100%', height, border: 0, display: 'block', background: '#fff', borderRadius: 8 }}
      />
    </div>
  );
}
