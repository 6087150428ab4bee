import type { AuthChecker } from 'type-graphql';
import { SESSION_ONLY } from '../modules/auth/access';
import { AuthError } from '../modules/auth/auth.errors';
import type { GraphQLContext } from './context';

/**
 * The one authorization rule behind every `@Authorized()`: a signed-in caller passes, an anonymous
 * one gets UNAUTHENTICATED with the same message as REST's 401. `@Authorized(SESSION_ONLY)` also
 * refuses API keys (FORBIDDEN). There are no roles in the product: any other requirement refuses
 * everybody rather than letting all in. Data is per user; resolvers only ever read the caller's own.
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, requirements) => {
  if (!context.caller) throw new AuthError('unauthenticated');
  for (const requirement of requirements) {
    if (requirement !== SESSION_ONLY) return false;
    if (context.caller.via !== 'session') throw new AuthError('session_required');
  }
  return true;
};
