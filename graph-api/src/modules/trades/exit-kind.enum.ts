import { registerEnumType } from 'type-graphql';
import type { ExitKind } from './matching/expiry-close';

/** The GraphQL names of a trade's exit kind (docs/options.md); the values are the stored ones. */
export enum ExitKindValue {
  EXPIRED = 'expired',
  ASSIGNED = 'assigned',
  EXERCISED = 'exercised',
}
registerEnumType(ExitKindValue, {
  name: 'ExitKind',
  description: 'How an option left the account without a closing trade: EXPIRED (the journal closed it at 0 at its expiry, no closing fill), ASSIGNED or EXERCISED (the file closed it at 0 so).',
  valuesConfig: {
    EXPIRED: { description: 'Closed at 0 at the US close on its expiry date: no closing fill.' },
    ASSIGNED: { description: 'The file closed the option at 0: it was assigned, and its shares changed hands at the strike.' },
    EXERCISED: { description: 'The file closed the option at 0: it was exercised, and its shares changed hands at the strike.' },
  },
});

// Every stored exit kind is a value of the enum: a new kind in the domain fails to compile here.
const EVERY_KIND: Record<ExitKind, ExitKindValue> = { expired: ExitKindValue.EXPIRED, assigned: ExitKindValue.ASSIGNED, exercised: ExitKindValue.EXERCISED };
void EVERY_KIND;
