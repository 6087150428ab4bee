import { ApolloClient, InMemoryCache } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';

/**
 * The GraphQL client of the shell and of each remote's standalone harness: same origin, cookies.
 * File variables are sent as multipart requests (GraphQL multipart request spec); the preflight
 * header tells the server's CSRF prevention that this is not a simple cross-site form post.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new UploadHttpLink({ uri: '/graphql', credentials: 'same-origin', headers: { 'apollo-require-preflight': 'true' } }),
    cache: createApolloCache(),
  });
}

/** The client's cache; tests of pages (`@tj/design-system/testing`) use it too, so they cache as the app does. */
export function createApolloCache(): InMemoryCache {
  // A user has one settings record: keying it as a singleton lets mutation results update every view.
  return new InMemoryCache({ typePolicies: { UserSettings: { keyFields: [] } } });
}
