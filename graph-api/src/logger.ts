import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/** Log paths whose values never reach a log line: credentials and anything named like a password. */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.*.password',
  'passwordHash',
  '*.passwordHash',
  '*.*.passwordHash',
  'currentPassword',
  '*.currentPassword',
  'newPassword',
  '*.newPassword',
  'token',
  '*.token',
  'totpCode',
  '*.totpCode',
];

/** JSON lines on stdout (or `destination`, which tests use to read what was logged). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}
