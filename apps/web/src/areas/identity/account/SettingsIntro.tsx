import { Typography } from 'antd';

export function SettingsIntro({ children }: { children: string }) {
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
      {children}
    </Typography.Paragraph>
  );
}
