import type { OutgoingMail } from './mailer';

export function passwordResetMail({ to, username, link, validMinutes }: { to: string; username: string; link: string; validMinutes: number }): OutgoingMail {
  return {
    to,
    subject: 'Reset your Trading Journal password',
    text: [
      `Hello ${username},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Trading Journal account.',
      `Open this link within ${validMinutes} minutes to choose a new password. It works once:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}
