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
    // A user has one settings record: keying it as a singleton lets mutation results update every view.
    cache: new InMemoryCache({ typePolicies: { UserSettings: { keyFields: [] } } }),
  });
}
