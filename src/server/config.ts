import { resolve } from 'node:path';
import { z } from 'zod';

const optionalUrl = z.url().optional();
const port = z.coerce.number().int().min(0).max(65_535);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(8080),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalUrl,
  APP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Reading Rooms <no-reply@reading-rooms.local>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ADMIN_NAME: z.string().min(1).default('Teacher'),
  PUSHER_APP_ID: z.string().optional(),
  PUSHER_KEY: z.string().optional(),
  PUSHER_SECRET: z.string().optional(),
  PUSHER_HOST: z.string().optional(),
  PUSHER_PORT: port.optional(),
  PUSHER_CLUSTER: z.string().default('mt1'),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:admin@reading-rooms.local'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  JOBS_IN_PROCESS: z.stringbool().default(true),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_CLASS_SIGN_IN_PER_MINUTE: z.coerce.number().int().positive().default(60),
  BACKUP_KEEP: z.coerce.number().int().min(0).default(14),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.input<typeof envSchema>;

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Parses the environment once; every bad variable gets one line in the thrown message. */
export function loadConfig(env: Record<string, string | undefined>) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    appKey: e.APP_KEY,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME },
    pusher: {
      appId: e.PUSHER_APP_ID,
      key: e.PUSHER_KEY,
      secret: e.PUSHER_SECRET,
      host: e.PUSHER_HOST,
      port: e.PUSHER_PORT,
      cluster: e.PUSHER_CLUSTER,
    },
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL },
    /** false: this API process only queues background jobs, and `npm run worker` processes run them. */
    jobs: { inProcess: e.JOBS_IN_PROCESS },
    rateLimit: {
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      registerPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR,
      classSignInPerMinute: e.RATE_LIMIT_CLASS_SIGN_IN_PER_MINUTE,
    },
    /** Daily backups into DATA_DIR/backups/: how many to keep (0: none are taken). docs/backups.md */
    backup: { keep: e.BACKUP_KEEP, dir: resolve(dataDir, 'backups') },
    logLevel: e.LOG_LEVEL,
    /** Only behind a proxy that sets X-Forwarded-For: otherwise a client could fake its IP past rate limits. */
    trustProxy: e.TRUST_PROXY,
    /** Where the built client lives; resolved from the working directory so a bundled server finds it. */
    clientDir: resolve('dist'),
    migrationsDir: resolve('src/server/db/migrations'),
  };
}
