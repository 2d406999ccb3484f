import path from 'node:path';
import { z } from 'zod';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** An external MQTT broker (`mqtt://user:pass@host:1883`, Mosquitto or EMQX) instead of the embedded one. */
  MQTT_URL: z
    .string()
    .url()
    .refine((url) => /^(mqtts?|wss?|tcp):\/\//.test(url), 'must be an mqtt://, mqtts://, ws:// or wss:// URL')
    .optional(),
  /** The embedded broker's TCP port (1883 when free, else one the system picks; 0: always one it picks). */
  MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1883),
  /** With MQTT_URL: this process's client id prefix at the broker (its queued messages survive a restart). */
  MQTT_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/)
    .optional(),
  /**
   * With MQTT_URL: the shared subscription's group. Processes of one installation share it (each
   * message goes to one of them); installations (or test runs) on the same broker each need their own.
   */
  MQTT_SHARE_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/)
    .default('takt-ingest'),
  /** Redis for the event bus (realtime fan-out, cache invalidation) instead of LISTEN/NOTIFY. */
  REDIS_URL: z
    .string()
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'must be a redis:// or rediss:// URL')
    .optional(),
  /** First part of the bus's Redis channel names; processes that serve together share it. */
  REDIS_CHANNEL_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits, _ . : - (at most 64)')
    .default('takt'),
  SEED_PASSWORD: z.string().min(6).max(12).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret for token signing; when unset one is generated into DATA_DIR on first start. */
  TOKEN_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .default(30 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  /**
   * SMTP server for e-mailed verification codes, e.g. `smtps://user:pass@smtp.example.com:465`
   * or `smtp://smtp.example.com:587`. When unset, codes are written to the server log.
   */
  SMTP_URL: z.string().url().optional(),
  /** Sender of those e-mails, e.g. `Takt MES <noreply@example.com>`. */
  SMTP_FROM: z.string().min(3).optional(),
  /**
   * SMS gateway: unset, SMS go to the server log (and are recorded); set, each SMS is POSTed as
   * JSON `{ phone, text }` to this URL with `Authorization: Bearer SMS_HTTP_KEY`.
   */
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_KEY: z.string().min(1).optional(),
  /** Licence signing key (Ed25519, base64 PKCS#8 DER or PEM); when unset one is generated into DATA_DIR. */
  LICENCE_SIGNING_KEY: z.string().min(40).optional(),
  /** Public keys (base64 SPKI DER or PEM, comma-separated) whose licences this installation accepts. */
  LICENCE_TRUSTED_KEYS: z.string().optional(),
  /** The address users reach the web app at (e.g. `https://mes.example.com`): absolute links in messages (andon accept links); relative without it. */
  PUBLIC_URL: z.string().url().optional(),
  /** Directory of the built web app; served at / when it exists. */
  WEB_DIST: z.string().optional(),
  /** First start only: also seed the demo enterprise's factory master data (tests turn it off). */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * First start only, with SEED_DEMO_DATA: also the demo's week of production (a few thousand
   * units scanned through their routings), seeded in the background once the server listens.
   */
  SEED_DEMO_PRODUCTION: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = Omit<z.infer<typeof configSchema>, 'DATA_DIR'> & { DATA_DIR: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
