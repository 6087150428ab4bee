import type { WiringInfra } from '../../wiring-infra';
import { apiKeysSection } from './api-key.section';
import { ApiKeyService } from './api-key.service';

export function wireApiKeys({ userData, clock }: WiringInfra) {
  userData.register(apiKeysSection);
  return { apiKeys: new ApiKeyService(clock) };
}
