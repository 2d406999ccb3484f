import { useEffect } from 'react';
import { useAccountInfo } from '../../areas/identity/hooks';
import { usePageSettings } from '../page-settings';
import { drawWatermarkTile, guardWatermark } from './guard';
import { type WatermarkSubject, watermarkLines } from './watermark-text';

export interface WatermarkProps {
  /** Overrides the enterprise setting `isEnableWatermark`. */
  enabled?: boolean;
  /** Overrides the enterprise setting `watermarkMode`. */
  mode?: string;
  /** Overrides the signed-in user's names. */
  subject?: WatermarkSubject;
}

/**
 * The enterprise watermark (spec 000 §3): shown when the page settings enable it, with the parts
 * their mode names, over the whole console. Renders nothing itself: the overlay lives directly
 * under document.body, outside React, where {@link guardWatermark} keeps it.
 */
export function Watermark({ enabled, mode, subject }: WatermarkProps) {
  const settings = usePageSettings();
  const account = useAccountInfo();
  const info = account.data;
  const on = enabled ?? settings.data?.isEnableWatermark ?? false;
  const lines = watermarkLines(
    mode ?? settings.data?.watermarkMode,
    subject ?? {
      tenantName: info?.tenantName,
      userName: info?.name,
      phone: info?.phone,
      jobNumber: info?.employeeInfo.jobNumber,
    },
  );
  const text = lines.join('\n');

  useEffect(() => {
    if (!on || !text) return undefined;
    const image = drawWatermarkTile(text.split('\n'));
    if (!image) return undefined;
    const guard = guardWatermark(document.body, image);
    return () => guard.dispose();
  }, [on, text]);

  return null;
}
