/**
 * The Athena engine's client against an HTTP endpoint that answers as Athena does when the account's active query
 * quota is full: TooManyRequestsException, then the query runs. (Not aws-sdk-client-mock: its stubs skip the SDK's
 * retry, which is what is tested here.)
 */
import { createServer, type Server } from 'node:http';
import { athenaClient, createAthenaEngine } from '@functions/reporting/engines/athena-engine';

let server: Server;
let url = '';
const calls: string[] = [];
let throttled = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const op = String(req.headers['x-amz-target']).split('.').pop()!;
    calls.push(op);
    req.resume();
    const answer = (status: number, body: unknown, type?: string) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', ...(type ? { 'x-amzn-errortype': type } : {}) });
      res.end(JSON.stringify(body));
    };
    if (op === 'StartQueryExecution' && throttled < 3) {
      throttled++;
      return answer(400, { __type: 'TooManyRequestsException', Message: 'Rate exceeded', Reason: 'CONCURRENT_QUERY_LIMIT_EXCEEDED' }, 'TooManyRequestsException');
    }
    if (op === 'StartQueryExecution') return answer(200, { QueryExecutionId: 'q-1' });
    if (op === 'GetQueryExecution') return answer(200, { QueryExecution: { Status: { State: 'SUCCEEDED' } } });
    return answer(200, { ResultSet: { Rows: [{ Data: [{ VarCharValue: 'CLICKS' }] }, { Data: [{ VarCharValue: '42' }] }] } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('Athena engine under the active-query quota', () => {
  it('tries a throttled query again until Athena takes it, and answers its rows', async () => {
    const client = athenaClient({ endpoint: url, region: 'eu-central-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
    const engine = createAthenaEngine(client, { workGroup: 'w', database: 'd', table: 't', pollMs: 1 });
    expect(await engine.run({ text: 'SELECT 1', params: [], columns: ['CLICKS'] })).toEqual([['42']]);
    expect(calls.filter((c) => c === 'StartQueryExecution')).toHaveLength(4);
  }, 30_000);
});
