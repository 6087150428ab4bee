import type { WiringInfra } from '../../wiring-infra';
import { accountSection } from './account.section';
import { AccountService } from './account.service';

/** Wired first: the user row's section is registered first, so Delete Account removes it last. */
export function wireAccount({ userData, clock }: WiringInfra) {
  userData.register(accountSection);
  return { account: new AccountService(userData, clock) };
}
