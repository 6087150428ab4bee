import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/support/databases';
import { startProbeGraphQLApp } from '../../test/support/graphql-test-app';
import { startTestApp, type TestApp } from '../../test/support/test-app';

describeEachDatabase('GraphQL error masking', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const query = async (production: boolean, field: string) => {
    const { app, logs } = await startProbeGraphQLApp(testApp.orm, production);
    const response = await request(app).post('/graphql').send({ query: `{ ${field} }` });
    return { response, logs, requestId: response.headers['x-request-id'] as string };
  };

  describe('in production', () => {
    it('turns a bug into "Internal server error" with the request id, and logs the real error', async () => {
      const { response, logs, requestId } = await query(true, 'failsWithBug');
      expect(response.body.errors).toEqual([
        {
          message: 'Internal server error',
          locations: [{ line: 1, column: 3 }],
          path: ['failsWithBug'],
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
        },
      ]);
      expect(JSON.stringify(response.body)).not.toContain('secret internals');
      const logged = logs.entries().find((entry) => entry.msg === 'GraphQL operation failed');
      expect(logged).toMatchObject({ level: 50, err: { message: expect.stringContaining('secret internals') } });
      expect(logs.text()).toContain(requestId);
    });

    it('never sends database error text', async () => {
      const { response, logs } = await query(true, 'failsInDatabase');
      expect(response.body.errors).toEqual([expect.objectContaining({ message: 'Internal server error' })]);
      expect(JSON.stringify(response.body)).not.toMatch(/table_that_does_not_exist|missing_column|sql/i);
      expect(logs.text()).toContain('table_that_does_not_exist');
    });

    it('keeps the message of an error raised for the client', async () => {
      const { response, logs } = await query(true, 'failsOnPurpose');
      expect(response.body.errors).toEqual([
        expect.objectContaining({ message: 'That trade does not exist.', extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
      ]);
      expect(logs.text()).not.toContain('GraphQL operation failed');
    });

    it('refuses a signed-in-only field to an anonymous request through the auth checker', async () => {
      const { response } = await query(true, 'signedInOnly');
      expect(response.body.data).toBeNull();
      expect(response.body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);
    });
  });

  it('shows the real message during development', async () => {
    const { response } = await query(false, 'failsWithBug');
    expect(response.body.errors[0].message).toContain('secret internals');
  });
});
