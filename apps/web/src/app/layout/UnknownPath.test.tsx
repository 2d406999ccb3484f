import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestTexts, setTestLanguage } from '../../test-support/texts';
import UnknownPath from './UnknownPath';

function render(pathname: string, language = 'en-US'): string {
  setTestLanguage(language);
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[pathname]}>
      <UnknownPath pathname={pathname} />
    </MemoryRouter>,
  );
}

beforeAll(initTestTexts);

describe('a console path outside the user menus', () => {
  it('refuses a page of the product with the 403 page, naming the page', () => {
    const html = render('/work/work-order');
    expect(html).toContain('data-testid="exception-403"');
    expect(html).toContain('Forbidden (403)');
    expect(html).toContain('You do not have Work orders page permission, please contact Admin');
    expect(html).toContain('data-testid="back-home"');
  });

  it('refuses a directory of the product and speaks the user language', () => {
    expect(render('/work')).toContain('data-testid="exception-403"');
    const html = render('/work/setting', 'zh-CN');
    expect(html).toContain('禁止访问（403）');
    expect(html).toContain('您没有生产全局设置页面权限，请联系管理员');
  });

  it('gives a detail page spec 000 §6 message', () => {
    const html = render('/process/routing/detail');
    expect(html).toContain('You do not have Details page permission, please contact Admin');
  });

  it('sends a path the product does not have home, rendering no refusal', () => {
    expect(render('/no/such/page')).not.toContain('exception-403');
  });
});
