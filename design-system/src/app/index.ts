export { AppProviders } from './AppProviders';
export { StandaloneApp, type StandaloneRoute } from './StandaloneApp';
export { createApolloClient } from './apollo';
export { fetchCurrentUser, useSessionState } from './session';
