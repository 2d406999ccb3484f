// The outside world the e2e server talks to, started by the runner on ephemeral ports: an SMTP
// server that keeps every message it receives (e-mail sending, pushes over e-mail) and an HTTP
// server that keeps every request (robots' webhooks, scheduled HTTP tasks).
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/** Waits until `find(items)` answers something, polling every 200 ms. */
async function waitFor(items, find, what, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find(items);
    if (found) return found;
    if (Date.now() > until) throw new Error(`${what} did not arrive within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Splits a MIME entity into its header block (lower-cased names) and body. */
function splitEntity(raw) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** RFC 2047 encoded words (`=?utf-8?B?…?=`, `=?utf-8?Q?…?=`) as text. */
function decodeWords(value) {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset, kind, text) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text) {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  } catch {
    return text;
  }
}

/** The decoded text of every text part of a message (plain and HTML), joined. */
function messageText(raw) {
  const { headers, body } = splitEntity(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => messageText(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/**
 * A local SMTP server; `messages` holds {from, to, subject, text, raw, receivedAt} of every
 * message it accepted (`subject` and `text` decoded).
 */
export async function startMailbox() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: decodeWords(splitEntity(raw).headers.subject ?? ''),
          text: messageText(raw),
          raw,
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The first message to `to` received at or after `after` (ms) that `match` accepts. */
    waitFor: ({ to, after = 0, match = () => true }, timeoutMs = 20_000) =>
      waitFor(
        messages,
        (all) => all.find((message) => message.receivedAt >= after && message.to.includes(to) && match(message)),
        `an e-mail to ${to}`,
        timeoutMs,
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A local HTTP server answering 200 `{"errcode":0}` to everything (robots' webhooks, scheduled
 * HTTP tasks, the SMS gateway at `/sms`); `requests` holds each one.
 */
export async function startWebhookSink() {
  const requests = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"errcode":0,"errmsg":"ok"}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** The requests to `path` (path and query) seen so far, once at least `count` have come. */
    waitFor: (path, count = 1, timeoutMs = 20_000) =>
      waitFor(
        requests,
        (all) => {
          const matching = all.filter((request) => request.url.startsWith(path));
          return matching.length >= count ? matching : undefined;
        },
        `${count} request(s) to ${path}`,
        timeoutMs,
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
