import type { OutgoingMail } from './mailer';

/** The link mailed at sign-up: it verifies the account's address. */
export function verifyAddressMail({ to, username, link, validHours }: { to: string; username: string; link: string; validHours: number }): OutgoingMail {
  return {
    to,
    subject: 'Confirm your Trading Journal email address',
    text: [
      `Hello ${username},`,
      '',
      'Please confirm that this is the email address of your Trading Journal account.',
      `Open this link within ${validHours} hours. It works once:`,
      '',
      link,
      '',
      'If you did not create this account, ignore this email: nothing is linked to your address until the link is opened.',
    ].join('\n'),
  };
}

/** The link mailed to the new address of a change of address in Settings: the address changes when it is opened. */
export function confirmNewAddressMail({ to, username, link, validHours }: { to: string; username: string; link: string; validHours: number }): OutgoingMail {
  return {
    to,
    subject: 'Confirm your new Trading Journal email address',
    text: [
      `Hello ${username},`,
      '',
      'Someone (hopefully you) asked to use this address for the Trading Journal account above.',
      `Open this link within ${validHours} hours to confirm it. It works once; until then the account keeps its current address:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: nothing changes.',
    ].join('\n'),
  };
}

/** To the owner of an address someone tried to sign up with: the attempt was refused, and how to get in. */
export function signUpAttemptMail({ to, publicUrl }: { to: string; publicUrl: string }): OutgoingMail {
  return {
    to,
    subject: 'Someone tried to create a Trading Journal account with your email address',
    text: [
      'Hello,',
      '',
      'Someone just tried to create a new Trading Journal account with this email address. It already',
      'belongs to an account, so no new account was created and nothing about yours changed.',
      '',
      `If it was you, sign in instead (or reset your password there): ${publicUrl}/sign-in`,
      'If it was not you, you can ignore this email. We send this notice at most once a day.',
    ].join('\n'),
  };
}
