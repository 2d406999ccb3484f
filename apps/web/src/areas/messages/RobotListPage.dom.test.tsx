// @vitest-environment jsdom
import { ROBOT_DESCRIPTION_MAX, type Robot, robotApi } from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPage } from '../../test-support/render-page';
import RobotListPage from './RobotListPage';

const line1: Robot = {
  id: '501',
  code: 'L1-BOT',
  name: 'Line 1 group',
  platform: 'dingtalk',
  webhook: 'https://oapi.dingtalk.com/robot/send?access_token=abc',
  secret: 'SEC1',
  description: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('RobotListPage', () => {
  it('sends a test message and shows what the platform answered', async () => {
    const page = await renderPage(<RobotListPage />, {
      responses: [
        [robotApi.page, () => pageOf([line1])],
        [robotApi.test, () => ({ ok: false, status: 200, answer: '{"errcode":310000,"errmsg":"sign not match"}' })],
      ],
    });
    await page.findByText('Line 1 group');
    expect(screen.getByText('DingTalk')).toBeTruthy();
    await page.user.click(screen.getByTestId('table-action-test'));
    expect((await page.request(robotApi.test)).body).toEqual({ id: '501' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Test message to Line 1 group')).toBeTruthy();
    expect(within(dialog).getByText('The platform did not accept the test message')).toBeTruthy();
    expect(within(dialog).getByTestId('robot-test-answer').textContent).toBe(
      '{"errcode":310000,"errmsg":"sign not match"}',
    );
  });

  it('keeps a description within 200 characters and sends the robot as typed', async () => {
    const page = await renderPage(<RobotListPage />, {
      responses: [
        [robotApi.page, () => pageOf([line1])],
        [robotApi.add, ({ body }) => ({ ...line1, ...(body as object), id: '502' })],
      ],
    });
    await page.findByText('Line 1 group');
    await page.user.click(screen.getByTestId('robot-add'));
    const dialog = await screen.findByRole('dialog');
    await page.user.click(screen.getByTestId('robot-name'));
    await page.user.paste('Line 2 group');
    await page.user.click(screen.getByTestId('robot-code'));
    await page.user.paste('L2-BOT');
    await page.user.click(screen.getByTestId('robot-webhook'));
    await page.user.paste('ftp://example.test/hook');
    await page.user.click(screen.getByTestId('robot-description'));
    // The text area stops at the contract's limit: the 201st character is not taken.
    await page.user.paste('d'.repeat(ROBOT_DESCRIPTION_MAX + 1));
    expect((screen.getByTestId('robot-description') as HTMLTextAreaElement).value).toHaveLength(ROBOT_DESCRIPTION_MAX);
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Webhook has an invalid format')).toBeTruthy();
    expect(page.requests(robotApi.add)).toEqual([]);

    await page.user.clear(screen.getByTestId('robot-webhook'));
    await page.user.click(screen.getByTestId('robot-webhook'));
    await page.user.paste('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k2');
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await page.request(robotApi.add)).body).toEqual({
      code: 'L2-BOT',
      name: 'Line 2 group',
      platform: 'wecom',
      webhook: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k2',
      secret: null,
      description: 'd'.repeat(ROBOT_DESCRIPTION_MAX),
    });
  });
});
