import type { EntityClass, MikroORM } from '@mikro-orm/core';
import type { Router } from 'express';
import type { ClassType } from 'type-graphql';
import type { AppConfig } from './config';
import type { Services } from './services';

/** What a module's resolvers and routes are built from, once at start-up (app.ts). */
export interface ModuleWiring {
  services: Services;
  config: AppConfig;
  orm: MikroORM;
}

/** A module's resolver instances (one per class in `resolvers`) and its routers, mounted under /api. */
export interface MountedModule {
  resolvers: object[];
  routes: Router[];
}

/**
 * How a module joins the API: its tables, its GraphQL resolvers and its REST routes. Each module's
 * index.ts exports one; registry.ts lists them, and the schema and app.ts loop over it.
 */
export interface ApiModule {
  /** The module's folder name, e.g. `trades` for src/modules/trades. */
  readonly name: string;
  /** The tables the module owns (db/entities.ts). */
  readonly entities: readonly EntityClass<object>[];
  /** Its GraphQL resolver classes (graphql/schema.ts); mount() builds one instance of each. */
  readonly resolvers: readonly ClassType[];
  mount(wiring: ModuleWiring): MountedModule;
}

/** A module with tables only: nothing to mount. */
export const NOTHING_MOUNTED: MountedModule = { resolvers: [], routes: [] };
