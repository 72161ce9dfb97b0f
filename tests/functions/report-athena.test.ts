/** The Athena engine against a mocked Athena: what it sends (parameters as literals) and how it reads pages back. */
import { AthenaClient, GetQueryExecutionCommand, GetQueryResultsCommand, StartQueryExecutionCommand } from '@aws-sdk/client-athena';
import { mockClient } from 'aws-sdk-client-mock';
import { athenaLiteral, createAthenaEngine } from '@functions/reporting/engines/athena-engine';
import { reportRequestSchema } from '@shared/contracts/report';
import { buildReportQuery } from '@functions/reporting/sql/builder';

const athena = mockClient(AthenaClient);
const settings = { workGroup: 'marquee-dev-reporting', database: 'marquee_dev_reporting', table: 'performance', pollMs: 1 };
const row = (...cells: (string | undefined)[]) => ({ Data: cells.map((c) => (c === undefined ? {} : { VarCharValue: c })) });

beforeEach(() => athena.reset());

function campaignQuery(engine: ReturnType<typeof createAthenaEngine>) {
  const request = { ...reportRequestSchema.parse({ select: ['CLICKS'], groupBy: ['campaignId'], where: { AD_GROUP_NAME: { $in: ["O'Brien"] } } }), accessCheckFilters: { partnerId: ['p1'] } };
  return buildReportQuery(request, { dialect: engine.dialect, source: engine.source, conversions: new Map() });
}

describe('Athena engine', () => {
  it('starts the query in the workgroup with quoted literals, waits for it, and reads every page without the header', async () => {
    athena.on(StartQueryExecutionCommand).resolves({ QueryExecutionId: 'q-1' });
    athena.on(GetQueryExecutionCommand)
      .resolvesOnce({ QueryExecution: { Status: { State: 'QUEUED' } } })
      .resolvesOnce({ QueryExecution: { Status: { State: 'RUNNING' } } })
      .resolves({ QueryExecution: { Status: { State: 'SUCCEEDED' } } });
    athena.on(GetQueryResultsCommand, { QueryExecutionId: 'q-1', NextToken: undefined })
      .resolves({ ResultSet: { Rows: [row('campaignId', 'CLICKS'), row('c1', '40')] }, NextToken: 'page-2' });
    athena.on(GetQueryResultsCommand, { QueryExecutionId: 'q-1', NextToken: 'page-2' })
      .resolves({ ResultSet: { Rows: [row(undefined, '7')] } });

    const engine = createAthenaEngine(new AthenaClient({ region: 'eu-central-1' }), settings);
    const query = campaignQuery(engine);
    expect(query.text).toContain('FROM "marquee_dev_reporting"."performance"');
    expect(await engine.run(query)).toEqual([['c1', '40'], [null, '7']]);

    const [start] = athena.commandCalls(StartQueryExecutionCommand);
    expect(start!.args[0].input).toEqual({
      QueryString: query.text,
      WorkGroup: 'marquee-dev-reporting',
      QueryExecutionContext: { Database: 'marquee_dev_reporting' },
      ExecutionParameters: ["'p1'", "'O''Brien'", '0', '1000'],
    });
    expect(athena.commandCalls(GetQueryExecutionCommand)).toHaveLength(3);
    expect(athena.commandCalls(GetQueryResultsCommand)).toHaveLength(2);
  });

  it('fails when Athena fails the query, and answers 503 when it runs too long', async () => {
    athena.on(StartQueryExecutionCommand).resolves({ QueryExecutionId: 'q-2' });
    athena.on(GetQueryExecutionCommand).resolvesOnce({ QueryExecution: { Status: { State: 'FAILED', StateChangeReason: 'boom' } } });
    const engine = createAthenaEngine(new AthenaClient({ region: 'eu-central-1' }), settings);
    await expect(engine.run(campaignQuery(engine))).rejects.toThrow(/FAILED: boom/);

    athena.on(GetQueryExecutionCommand).resolves({ QueryExecution: { Status: { State: 'RUNNING' } } });
    const slow = createAthenaEngine(new AthenaClient({ region: 'eu-central-1' }), { ...settings, timeoutMs: 5 });
    await expect(slow.run(campaignQuery(slow))).rejects.toMatchObject({ statusCode: 503 });
  });

  it('writes values as Trino literals', () => {
    expect(athenaLiteral("it's")).toBe("'it''s'");
    expect(athenaLiteral(1000)).toBe('1000');
    expect(athenaLiteral(0.5)).toBe('0.5');
  });
});
