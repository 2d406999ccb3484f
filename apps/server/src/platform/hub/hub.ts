import {
  HUB_MAX_FRAME_BYTES,
  HUB_TOKEN_PARAM,
  type HubServerFrame,
  hubClientFrameSchema,
  type Language,
  negotiateLanguage,
  withTextRule,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AuthContext, SessionAuthenticator } from '../auth/auth-context.js';
import { AppError } from '../errors.js';
import type { EventBus, HubMessage, HubTarget } from '../events/event-bus.js';
import { describeValidationProblems } from '../http/validation-message.js';
import { translate } from '../i18n/messages.js';

/** Frames a client may send, behind the one text rule like every input. */
const clientFrame = withTextRule(hubClientFrameSchema);

interface Connection {
  socket: WebSocket;
  auth: AuthContext;
  language: Language;
}

/** Frames kept while a new socket's token is checked; a well-behaved client sends one or two. */
const MAX_EARLY_FRAMES = 16;

/** A WebSocket close reason is at most 123 bytes of UTF-8. */
function closeReason(text: string): string {
  let reason = text;
  while (Buffer.byteLength(reason) > 123) reason = reason.slice(0, -1);
  return reason;
}

/** Close codes: 4401 when the token is refused, 4000 when an administrator ends the session. */
export const HubCloseCode = { UNAUTHORIZED: 4401, FORCED_OFFLINE: 4000 } as const;

type HubSessions = Pick<SessionAuthenticator, 'authenticate' | 'heartbeat'>;

/**
 * The realtime hub (`GET /hub`). Sockets authenticate with the access token; events published
 * on the bus by any process reach the sockets this process holds.
 */
export class Hub {
  private readonly connections = new Set<Connection>();

  /** The sessions sockets are checked against: given to `register` (built after the hub). */
  private sessions: HubSessions | null = null;

  constructor(private readonly bus: EventBus) {
    bus.subscribe('hub', (message) => this.deliver(message));
  }

  publish(message: HubMessage): Promise<void> {
    return this.bus.publish('hub', message);
  }

  /** Number of sockets held by this process (for tests and monitoring). */
  get size(): number {
    return this.connections.size;
  }

  /** Serves `GET /hub`, checking each socket's token and heartbeats with `sessions`. */
  register(app: FastifyInstance, sessions: HubSessions): void {
    this.sessions = sessions;
    app.get('/hub', { websocket: true, schema: { hide: true } }, async (socket, request) => {
      const query = request.query as Record<string, unknown>;
      const language = negotiateLanguage(
        typeof query.lang === 'string' ? query.lang : request.headers['accept-language'],
      );
      const token = typeof query[HUB_TOKEN_PARAM] === 'string' ? (query[HUB_TOKEN_PARAM] as string) : undefined;
      // A client may send as soon as the socket opens, while the token is still being checked:
      // hold those frames rather than lose them.
      const early: [RawData, boolean][] = [];
      const hold = (raw: RawData, isBinary: boolean) => {
        if (early.length < MAX_EARLY_FRAMES) early.push([raw, isBinary]);
      };
      socket.on('message', hold);
      let auth: AuthContext;
      try {
        if (!token) throw new AppError(401, 'error.unauthorized');
        auth = (await sessions.authenticate(token, undefined)).auth;
      } catch (error) {
        const key = error instanceof AppError ? error.messageKey : 'error.unauthorized';
        const params = error instanceof AppError ? error.params : {};
        socket.close(HubCloseCode.UNAUTHORIZED, closeReason(translate(language, key, params)));
        return;
      }
      // Gone while the token was checked: its 'close' has passed, so it must not be registered.
      if (socket.readyState !== socket.OPEN) return;
      const connection: Connection = { socket, auth, language };
      this.connections.add(connection);
      socket.on('close', () => this.connections.delete(connection));
      socket.off('message', hold);
      socket.on('message', (raw, isBinary) => void this.onFrame(connection, raw, isBinary));
      for (const [raw, isBinary] of early) void this.onFrame(connection, raw, isBinary);
    });
  }

  closeAll(): void {
    for (const { socket } of this.connections) socket.close(1001, 'server shutting down');
    this.connections.clear();
  }

  private async onFrame(connection: Connection, raw: unknown, isBinary: boolean): Promise<void> {
    const text = isBinary || !Buffer.isBuffer(raw) ? null : raw.toString('utf8');
    let parsed: unknown;
    try {
      if (text === null || text.length > HUB_MAX_FRAME_BYTES) throw new Error('frame');
      parsed = JSON.parse(text);
    } catch {
      return this.send(connection, {
        event: 'Error',
        data: { message: translate(connection.language, 'hub.badFrame', { details: 'JSON' }) },
      });
    }
    const frame = clientFrame.safeParse(parsed);
    if (!frame.success) {
      const problems = frame.error.issues.map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.join('/')}`,
        message: issue.message,
        params: issue as unknown as Record<string, unknown>,
      }));
      return this.send(connection, {
        event: 'Error',
        data: { message: describeValidationProblems(connection.language, problems) },
      });
    }
    if (frame.data.invoke === 'AbortSelf') {
      connection.socket.close(1000, 'bye');
      return;
    }
    try {
      // Heartbeat: the session must still be live; it also marks the user as seen.
      await this.sessions!.heartbeat(connection.auth);
      this.send(connection, { event: 'HeartbeatAck', data: { at: new Date().toISOString() } });
    } catch (error) {
      const key = error instanceof AppError ? error.messageKey : 'error.unauthorized';
      connection.socket.close(HubCloseCode.UNAUTHORIZED, closeReason(translate(connection.language, key)));
    }
  }

  private deliver(message: HubMessage): void {
    for (const connection of this.connections) {
      if (!matches(message.target, connection.auth)) continue;
      const data = message.message
        ? {
            ...(message.data as object),
            message: translate(connection.language, message.message.key, message.message.params),
          }
        : message.data;
      this.send(connection, { event: message.event, data: data ?? null });
      if (message.close) {
        connection.socket.close(HubCloseCode.FORCED_OFFLINE, message.event);
        this.connections.delete(connection);
      }
    }
  }

  private send(connection: Connection, frame: HubServerFrame): void {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(frame));
  }
}

function matches(target: HubTarget, auth: AuthContext): boolean {
  return (
    target.tenantId === auth.tenantId &&
    (target.userId === undefined || target.userId === auth.userId) &&
    (target.sessionId === undefined || target.sessionId === auth.sessionId)
  );
}
