import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { PublicError } from '../../src/errors';
import type { GraphQLContext } from '../../src/graphql/context';

@ObjectType()
export class Nested {
  @Field(() => Nested)
  child(): Nested {
    return new Nested();
  }

  @Field(() => Int)
  depth(): number {
    return 1;
  }
}

/** Fields that exist only in tests: deep nesting, failures of each kind, a signed-in-only field. */
@Resolver()
export class ProbeResolver {
  @Query(() => Nested)
  nested(): Nested {
    return new Nested();
  }

  @Query(() => String)
  failsWithBug(): string {
    throw new Error('secret internals: connection to 10.0.0.5 refused');
  }

  @Query(() => Int)
  async failsInDatabase(@Ctx() { em }: GraphQLContext): Promise<number> {
    await em.getConnection().execute('select missing_column from table_that_does_not_exist');
    return 0;
  }

  @Query(() => String)
  failsOnPurpose(): string {
    throw new PublicError('NOT_FOUND', 'That trade does not exist.');
  }

  @Authorized()
  @Query(() => String)
  signedInOnly(): string {
    return 'secret';
  }
}
