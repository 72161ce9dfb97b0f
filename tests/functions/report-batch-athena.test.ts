/**
 * POST /report/batch on the Athena engine (REPORTING_ENGINE=athena, as in AWS), Athena mocked: every request of the
 * batch becomes its own Trino query execution, answered in the batch's order; one failing execution is that request's
 * error only. The reporting handler runs in this process, its caller signed in through the local gateway.
 */
import { AthenaClient, GetQueryExecutionCommand, GetQueryResultsCommand, StartQueryExecutionCommand } from '@aws-sdk/client-athena';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '@functions/reporting';
import { parseReportTsv } from '@shared/reporting/metrics';
import { signIn, type SignedIn } from './client';

const athena = mockClient(AthenaClient);
const row = (...cells: string[]) => ({ Data: cells.map((VarCharValue) => ({ VarCharValue })) });
let admin: SignedIn;
const saved = { ...process.env };

beforeAll(async () => {
  admin = await signIn('admin@demo.test');
  Object.assign(process.env, { REPORTING_ENGINE: 'athena', ATHENA_WORKGROUP: 'marquee-dev-reporting', ATHENA_DATABASE: 'marquee_dev_reporting', ATHENA_TABLE: 'performance' });
});
afterAll(() => {
  process.env = saved;
});

async function batch(body: unknown) {
  const event = {
    version: '2.0', routeKey: '$default', rawPath: '/api/report/batch', rawQueryString: '', cookies: [admin.cookie],
    headers: { 'content-type': 'application/json', cookie: admin.cookie, 'x-csrf-token': admin.csrf }, body: JSON.stringify(body), isBase64Encoded: false,
    requestContext: { requestId: 'batch-athena', http: { method: 'POST', path: '/api/report/batch', sourceIp: '127.0.0.1' } },
  };
  const answer = (await handler(event as never, {} as never)) as { statusCode: number; body: string };
  return { status: answer.statusCode, body: JSON.parse(answer.body) };
}

describe('POST /report/batch on Athena', () => {
  it('runs each request as its own Trino execution and answers them in order, a failed execution its own error', async () => {
    // the executions are told apart by what they select
    const idOf = (sql: string) => (sql.includes('"CLICKS"') ? 'q-clicks' : sql.includes('"IMPRESSIONS"') ? 'q-impressions' : 'q-broken');
    athena.on(StartQueryExecutionCommand).callsFake((input: { QueryString: string }) => ({ QueryExecutionId: idOf(input.QueryString) }));
    athena.on(GetQueryExecutionCommand).callsFake((input: { QueryExecutionId: string }) => ({
      QueryExecution: { Status: input.QueryExecutionId === 'q-broken' ? { State: 'FAILED', StateChangeReason: 'boom' } : { State: 'SUCCEEDED' } },
    }));
    athena.on(GetQueryResultsCommand, { QueryExecutionId: 'q-clicks' }).resolves({ ResultSet: { Rows: [row('CLICKS'), row('40')] } });
    athena.on(GetQueryResultsCommand, { QueryExecutionId: 'q-impressions' }).resolves({ ResultSet: { Rows: [row('IMPRESSIONS'), row('900')] } });

    const res = await batch({ requests: [{ select: ['CLICKS'] }, { select: ['VIDEO_COMPLETIONS'] }, { select: ['IMPRESSIONS'] }] });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { status: number }) => r.status)).toEqual([200, 500, 200]);
    expect(parseReportTsv(res.body[0].tsv).rows).toEqual([{ CLICKS: 40 }]);
    expect(res.body[1].error).toEqual({ statusCode: 500, kind: 'DEFAULT_ERROR', message: expect.any(String) });
    expect(res.body[1].error.message).not.toContain('boom');
    expect(parseReportTsv(res.body[2].tsv).rows).toEqual([{ IMPRESSIONS: 900 }]);

    const started = athena.commandCalls(StartQueryExecutionCommand).map((c) => c.args[0].input);
    expect(started).toHaveLength(3);
    for (const input of started) {
      expect(input.QueryString).toContain('FROM "marquee_dev_reporting"."performance"');
      expect(input.WorkGroup).toBe('marquee-dev-reporting');
      // the caller's partner as a quoted Trino literal: the same scope as POST /report
      expect(input.ExecutionParameters?.[0]).toBe(`'${admin.user.partnerId}'`);
    }
  });
});
