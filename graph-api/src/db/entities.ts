import { API_MODULES } from '../registry';

/** Every entity, listed by the modules (registry.ts) rather than discovered from folders, so src/ and dist/ behave the same. */
export const ENTITIES = API_MODULES.flatMap((module) => module.entities);
