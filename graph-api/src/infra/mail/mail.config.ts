import { z } from 'zod';

export interface MailConfig {
  /** smtp://user:pass@host:port (or smtps://); null writes each mail to <DATA_DIR>/outbox instead. */
  smtpUrl: string | null;
  from: string;
}

const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

export const mailEnvShape = {
  SMTP_URL: blankAsUnset(
    z
      .string()
      .refine((value) => /^smtps?:\/\/[^/]/.test(value), 'SMTP_URL must look like smtp://user:password@host:port or smtps://…')
      .optional(),
  ),
  MAIL_FROM: blankAsUnset(z.string().default('Trading Journal <no-reply@localhost>')),
};

export function mailConfigFrom(env: { SMTP_URL?: string; MAIL_FROM: string }): MailConfig {
  return { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM };
}
