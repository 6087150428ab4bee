import type { TestedCandidate } from '../domain/candidate';
import type { Advice } from '../domain/finding';

/** What a trader could do about a pattern. */
export function adviceFor({ candidate, result }: TestedCandidate): Advice {
  const leak = result.difference < 0;
  const subject = candidate.subject;
  switch (candidate.kind) {
    case 'hour':
    case 'weekday':
    case 'size':
      return leak
        ? { title: `Cut back: ${subject}`, text: `Trade smaller, or not at all, here (${subject}) until its results change.` }
        : { title: `Lean in: ${subject}`, text: `Keep your best setups for this (${subject}): your results are strongest there.` };
    case 'symbol':
      return leak ? { title: `Cut back on ${subject}`, text: `Stop trading ${subject}, or cut its size, until you know what goes wrong there.` } : { title: `Prioritise ${subject}`, text: `Give ${subject} priority: it is where your edge shows.` };
    case 'direction':
      return leak
        ? { title: 'Be pickier going long', text: 'Your long trades lag your shorts: size longs down or demand a stronger setup before going long.' }
        : { title: 'Be pickier going short', text: 'Your short trades lag your longs: size shorts down or demand a stronger setup before shorting.' };
    case 'setup':
      return leak ? { title: `Rework ${subject}`, text: `Drop or rework ${subject}: it loses money against your other trades.` } : { title: `Trade ${subject} more`, text: `Trade ${subject} more: it beats your other trades.` };
    case 'mistake':
      return { title: `A rule against ${subject.replace(/^Mistake /, '')}`, text: `Write a rule against ${subject.replace(/^Mistake /, '')} and check it before every entry: it costs you money.` };
    case 'holding':
      return { title: 'Take the stop when it is hit', text: 'Decide the exit before the entry and take the stop when it is hit: losers get more time than winners.' };
    case 'overtrading':
      return { title: 'Set a daily trade limit', text: 'Set a maximum number of trades per day: your busiest days are your worst.' };
    case 'revenge':
      return { title: 'Pause after a loss', text: 'After a loss, pause before the next trade and keep its size no larger than usual.' };
    case 'tilt':
      return { title: 'Stop after three losses in a row', text: 'Stop for the day after three losses in a row.' };
  }
}
