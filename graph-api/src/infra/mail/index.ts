// The public entry of infra/mail: what other modules and app.ts may use (a lint refuses imports past it).
export { confirmNewAddressMail, signUpAttemptMail, verifyAddressMail } from './email-link-mails';
export { mailConfigFrom, mailEnvShape, type MailConfig } from './mail.config';
export { type InlineImage, Mailer, type OutgoingMail } from './mailer';
export { passwordResetMail } from './password-reset-mail';
