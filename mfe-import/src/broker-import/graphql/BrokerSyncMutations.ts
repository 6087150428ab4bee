import { gql } from '@apollo/client';

/** The fields of a broker's Auto-import state the API tab shows; the mutations answer the broker with them, so the cache updates. */
export const BROKER_SYNC_FIELDS = gql`
  fragment BrokerSyncFields on BrokerSync {
    syncTime
    defaultTime
    lastSyncAt
    lastAttemptAt
    nextSyncAt
    tradesAdded
    lastError
    needsReconnect
  }
`;

export const SYNC_NOW_MUTATION = gql`
  ${BROKER_SYNC_FIELDS}
  mutation SyncNow($platform: String!) {
    syncNow(platform: $platform) {
      id
      sync {
        ...BrokerSyncFields
      }
    }
  }
`;

export const SET_BROKER_SYNC_TIME_MUTATION = gql`
  ${BROKER_SYNC_FIELDS}
  mutation SetBrokerSyncTime($platform: String!, $time: String!) {
    setBrokerSyncTime(platform: $platform, time: $time) {
      id
      sync {
        ...BrokerSyncFields
      }
    }
  }
`;
