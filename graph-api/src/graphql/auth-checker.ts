import type { AuthChecker } from 'type-graphql';
import type { GraphQLContext } from './context';

/**
 * The one authorization rule behind every `@Authorized()`: a signed-in user passes. Roles are not
 * part of the product, so a field that asks for one refuses everybody rather than letting all in.
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => context.user !== null && roles.length === 0;
