import { registerEnumType } from 'type-graphql';

/** GraphQL names the actions ADD and REMOVE; the services use add and remove. */
export enum BulkTagActionValue {
  ADD = 'add',
  REMOVE = 'remove',
}
registerEnumType(BulkTagActionValue, { name: 'BulkTagAction', description: 'Whether a bulk edit puts the tag on every trade chosen or takes it off them.' });
