import type { AuthChecker } from 'type-graphql';
import { SESSION_ONLY } from '../modules/auth/access';
import { AuthError } from '../modules/auth/auth.errors';
import type { GraphQLContext } from './context';

/**
 * The one authorization rule behind every `@Authorized()`: a signed-in caller passes, an anonymous
 * one gets UNAUTHENTICATED with the same message as REST's 401. `@Authorized(SESSION_ONLY)` also
 * refuses API keys (FORBIDDEN). There are no roles in the product: any other requirement refuses
 * everybody rather than letting all in. Data is per user; resolvers only ever read the caller's own.
 *
 * A read-only caller (the demo journal's session) gets DEMO_READ_ONLY on every mutation: every
 * mutation is @Authorized (test/access-control.test.ts holds them to it), so none escapes this.
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context, info }, requirements) => {
  if (!context.caller) throw new AuthError('unauthenticated');
  if (context.caller.readOnly && info.parentType === info.schema.getMutationType()) throw new AuthError('demo_read_only');
  for (const requirement of requirements) {
    if (requirement !== SESSION_ONLY) return false;
    if (context.caller.via !== 'session') throw new AuthError('session_required');
  }
  return true;
};
