import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface State {
  error: Error | null;
}

/**
 * Catches what a page throws (most often a page chunk that failed or timed out) so the layout,
 * menus and tabs stay usable around it.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const { t } = useTranslation();
  return (
    <div data-testid="page-error">
      <Result
        status="warning"
        title={t('app.chunkError')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </Button>
        }
      />
    </div>
  );
}
