import { describe, expect, it } from 'vitest';
import { API_MODULES } from '../registry';
import { ENTITIES } from './entities';

describe('the entity list', () => {
  it('holds exactly the tables the modules register, each once', () => {
    const registered = API_MODULES.flatMap((module) => module.entities);
    expect(new Set(ENTITIES).size).toBe(ENTITIES.length);
    expect(new Set(ENTITIES)).toEqual(new Set(registered));
    expect(ENTITIES).toHaveLength(registered.length);
  });
});
