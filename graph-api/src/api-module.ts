import type { EntityClass, MikroORM } from '@mikro-orm/core';
import type { Router } from 'express';
import type { ClassType } from 'type-graphql';
import type { AppConfig } from './config';
import type { Services } from './services';
import type { WiringInfra } from './wiring-infra';

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
  /** Its services, user-data sections, hooks on earlier modules and jobs (its wiring.ts); services.ts calls each in the registry's order. */
  readonly services?: ServiceWiring<object, object>;
}

/** Names every service a wiring takes from the modules before it, so services.ts can check they were built. */
export type NeedList<Needs> = { readonly [K in keyof Needs]-?: true };

/**
 * How a module builds its services (docs/architecture.md "A module's wiring"): from the shared
 * infrastructure and the services of modules listed before it in registry.ts, named in `needs`.
 */
export interface ServiceWiring<Needs extends object, Provides extends object> {
  readonly needs: NeedList<Needs>;
  wire(infra: WiringInfra, needs: Needs): Provides;
}

/** A module's ServiceWiring, its needs' types read from its wire function (the list must name each one). */
export function serviceWiring<Needs extends object, Provides extends object>(wire: (infra: WiringInfra, needs: Needs) => Provides, needs: NeedList<NoInfer<Needs>>): ServiceWiring<Needs, Provides> {
  return { needs, wire };
}

/** A wiring that takes nothing from other modules. */
export function standaloneWiring<Provides extends object>(wire: (infra: WiringInfra) => Provides): ServiceWiring<object, Provides> {
  return { needs: {}, wire: (infra) => wire(infra) };
}

/** A module with tables only: nothing to mount. */
export const NOTHING_MOUNTED: MountedModule = { resolvers: [], routes: [] };
