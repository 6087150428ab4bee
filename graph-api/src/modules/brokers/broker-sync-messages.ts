import type { OutgoingMail } from '../../infra/mail';
import { platformName, type PlatformId } from '../../infra/platforms';

/** What the trader does to make a connection whose authorization was refused sync again. */
export function reconnectAdvice(platform: PlatformId): string {
  switch (platform) {
    case 'schwab':
      return 'Auto-import of Charles Schwab is paused: open Import Trades, API tab, and press Connect to authorize it again.';
    case 'interactive_brokers':
      return 'Auto-import of Interactive Brokers is paused: create a new Flex Web Service token in Client Portal (Performance & Reports, Flex Queries), then import once with it from Import Trades, API tab.';
    case 'alpaca':
      return 'Auto-import of Alpaca is paused: create new API keys in the Alpaca dashboard, then import once with them from Import Trades, API tab.';
    default:
      return `Auto-import of ${platformName(platform)} is paused: connect it again from Import Trades, API tab.`;
  }
}

export function reconnectMail({ to, username, platform, reason, advice, link }: { to: string; username: string; platform: PlatformId; reason: string; advice: string; link: string }): OutgoingMail {
  return {
    to,
    subject: `${platformName(platform)} auto-import stopped: please reconnect`,
    text: [
      `Hello ${username},`,
      '',
      `${platformName(platform)} refused the access your Trading Journal keeps for it: ${reason}`,
      '',
      advice,
      '',
      link,
      '',
      'This is the only e-mail about it: nothing is synced from this broker until you reconnect.',
    ].join('\n'),
  };
}
