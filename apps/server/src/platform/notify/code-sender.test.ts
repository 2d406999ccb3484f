import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodeMessage, createCodeSender, LogCodeSender, SmtpCodeSender } from './code-sender.js';

function recordingLogger() {
  const lines: { level: string; fields: unknown; message: string }[] = [];
  const log = {
    info: (fields: unknown, message: string) => lines.push({ level: 'info', fields, message }),
    error: (fields: unknown, message: string) => lines.push({ level: 'error', fields, message }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const message = (overrides: Partial<CodeMessage> = {}): CodeMessage => ({
  target: 'ada@example.com',
  channel: 'email',
  code: '482913',
  purpose: 'register',
  language: 'en-US',
  validMinutes: 10,
  ...overrides,
});

/** Just enough of an SMTP server to accept one message and keep what it was sent. */
async function fakeSmtpServer() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          } else {
            received.push(line);
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
        index = buffer.indexOf('\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, received };
}

describe('code senders', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
  beforeAll(async () => {
    smtp = await fakeSmtpServer();
  });
  afterAll(() => smtp.server.close());

  it('the log sender writes the code to the log at info level', async () => {
    const { log, lines } = recordingLogger();
    await new LogCodeSender(log).send(message({ target: '13800138000', channel: 'sms' }));
    expect(lines).toEqual([
      {
        level: 'info',
        fields: { target: '13800138000', channel: 'sms', purpose: 'register' },
        message: 'verification code for 13800138000: 482913',
      },
    ]);
  });

  it('without SMTP_URL codes go to the log; with it, e-mail goes by SMTP', () => {
    const { log } = recordingLogger();
    expect(createCodeSender({}, log)).toBeInstanceOf(LogCodeSender);
    expect(createCodeSender({ SMTP_URL: 'smtp://127.0.0.1:2525' }, log)).toBeInstanceOf(SmtpCodeSender);
  });

  it('e-mails the code, in the language of the request, through the SMTP server', async () => {
    const { log, lines } = recordingLogger();
    const sender = createCodeSender(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, SMTP_FROM: 'Takt MES <noreply@takt.test>' },
      log,
    );
    await sender.send(message({ language: 'zh-CN' }));
    const mail = smtp.received.join('\n');
    expect(mail).toContain('To: ada@example.com');
    expect(mail).toContain('From: Takt MES <noreply@takt.test>');
    // Subject and body are encoded (non-ASCII), and say the code and how long it lasts.
    expect(mail).toMatch(/Subject: =\?UTF-8\?Q\?/);
    expect(mail).toContain('482913?=');
    const body = Buffer.from(mail.split('\n\n').slice(1).join(''), 'base64').toString('utf8');
    expect(body).toBe('您的验证码是 482913，10 分钟内有效，仅可使用一次。如非本人操作，请忽略此邮件。');
    // Nothing about e-mail went to the log; a mobile number falls back to it.
    expect(lines).toEqual([]);
    await sender.send(message({ target: '13800138000', channel: 'sms', code: '111222' }));
    expect(lines.map((line) => line.message)).toEqual(['verification code for 13800138000: 111222']);
  });

  it('reports a failed delivery', async () => {
    const { log } = recordingLogger();
    const sender = createCodeSender({ SMTP_URL: 'smtp://127.0.0.1:1?connectionTimeout=2000' }, log);
    await expect(sender.send(message())).rejects.toThrow();
  });
});
