import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The GraphQL client of the shell and of each remote's standalone harness: same origin, cookies. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    // A user has one settings record: keying it as a singleton lets mutation results update every view.
    cache: new InMemoryCache({ typePolicies: { UserSettings: { keyFields: [] } } }),
  });
}
