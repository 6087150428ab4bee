import type { ClassType, ContainerType } from 'type-graphql';

/**
 * Hands type-graphql the resolver instances built at start-up, so resolvers get their services
 * through their constructors rather than from module-level singletons.
 */
export class ResolverContainer implements ContainerType {
  private readonly instances = new Map<ClassType, object>();

  constructor(resolvers: object[]) {
    for (const resolver of resolvers) this.instances.set(resolver.constructor as ClassType, resolver);
  }

  /** Fails at start-up, not on the first query, when a resolver in the schema has no instance. */
  assertProvides(resolverClasses: readonly ClassType[]): void {
    const missing = resolverClasses.filter((resolverClass) => !this.instances.has(resolverClass));
    if (missing.length > 0) throw new Error(`No instance given for resolver ${missing.map(({ name }) => name).join(', ')}`);
  }

  get(resolverClass: ClassType): object {
    const instance = this.instances.get(resolverClass);
    if (!instance) throw new Error(`No instance given for resolver ${resolverClass.name}`);
    return instance;
  }
}
