import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { barcodes } from '../../locales/en-US/barcodes';
import { ElementEditor } from './ElementEditor';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: { barcodes } } } });
});

describe('ElementEditor', () => {
  it('shows each element with its options, in order, with move buttons disabled at the ends', () => {
    const html = renderToStaticMarkup(
      <ElementEditor
        gs1={false}
        value={[
          { type: 'constant', value: 'TF' },
          { type: 'serial', scheme: 13, width: 4 },
        ]}
      />,
    );
    expect(html).toContain('data-testid="barcode-element-0"');
    expect(html).toContain('data-testid="barcode-element-1"');
    expect(html.indexOf('Constant')).toBeLessThan(html.indexOf('>Serial<'));
    expect(html).toContain('value="TF"');
    expect(html).toContain('13. Product code + yyMMdd + Count (reset daily)');
    expect(html).not.toContain('(01) GTIN');
    const upButtons = html.match(/<button[^>]*aria-label="Move up"[^>]*>/g) ?? [];
    expect(upButtons).toHaveLength(2);
    expect(upButtons[0]).toContain('disabled');
    expect(upButtons[1]).not.toContain('disabled');
  });

  it('offers application identifiers on GS1 rules and says when the list is empty', () => {
    const gs1 = renderToStaticMarkup(
      <ElementEditor gs1 value={[{ type: 'constant', value: '0950600013435', ai: '01' }]} />,
    );
    expect(gs1).toContain('(01) GTIN');
    expect(renderToStaticMarkup(<ElementEditor gs1={false} value={[]} />)).toContain('add a serial at least');
  });
});
