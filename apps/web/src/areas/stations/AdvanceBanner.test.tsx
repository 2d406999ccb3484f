import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestTexts, setTestLanguage } from '../../test-support/texts';
import { AdvanceBanner } from './AdvanceBanner';
import type { Advance } from './selection';
import { testOrder as order } from './test-orders';

function render(advance: Advance, language = 'en-US'): string {
  setTestLanguage(language);
  return renderToStaticMarkup(<AdvanceBanner advance={advance} line="Line 1" onClose={() => undefined} />);
}

beforeAll(initTestTexts);

describe('the auto-advance banner', () => {
  it('names the finished order and the one the screen moved to, in the reader’s language', () => {
    const moved: Advance = { from: order('1', 'completed'), finished: 'completed', to: order('2', 'issued') };
    const html = render(moved);
    expect(html).toContain('data-testid="station-advance"');
    expect(html).toContain('Work order WO-1 completed: now on work order WO-2');
    expect(html).toContain('ant-alert-close-icon');
    expect(render(moved, 'zh-CN')).toContain('工单 WO-1 已完工：已切换到工单 WO-2');
    const closed = render({ from: order('1', 'closed'), finished: 'closed', to: order('3', 'in_production') });
    expect(closed).toContain('Work order WO-1 closed: now on work order WO-3');
  });

  it('says when no order is left to move to', () => {
    const html = render({ from: order('1', 'completed'), finished: 'completed', to: null });
    expect(html).toContain('no other order of line Line 1 can be scanned, so it stays chosen');
    expect(html).toContain('ant-alert-warning');
  });
});
