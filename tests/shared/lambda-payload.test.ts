/**
 * A body's size as Lambda counts it (shared/domain/lambda-payload.ts): the HTTP API event carries it as a JSON string,
 * so a JSON body is escaped once more (quotes, backslashes, line breaks grow), a base64 one is 4/3 of its bytes.
 */
import { eventBodyBytes, jsonRequestEventBytes, LAMBDA_PAYLOAD_BYTES, MAX_PAYLOAD_BODY_BYTES, responsePayloadBytes } from '@shared/domain/lambda-payload';
import { SIGNALS_CSV_MAX_BYTES } from '@shared/constants';

describe('Lambda payload sizes', () => {
  it('counts a JSON body the way the event carries it: escaped again, in UTF-8', () => {
    const body = JSON.stringify({ csvData: 'a,"b"\nc' });
    // six quotes and three backslashes escaped once more, two quotes around
    expect(eventBodyBytes(body, false)).toBe(JSON.stringify(body).length);
    expect(eventBodyBytes(body, false)).toBe(Buffer.byteLength(body) + 6 + 3 + 2);
    expect(eventBodyBytes('é', false)).toBe(4);
    expect(jsonRequestEventBytes({ csvData: 'a,"b"\nc' })).toBe(eventBodyBytes(body, false));
  });

  it('counts a base64 body as its text: 4/3 of the bytes', () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    expect(eventBodyBytes(bytes.toString('base64'), true)).toBe(4 * 1024 * 1024 + 2);
  });

  it('finds a signals CSV under its 5 MiB cap, quoted, over the event payload', () => {
    const rows = ['Segment name,Campaign Ids,DV360 Line Item'];
    let length = 0;
    for (let i = 0; length < 4.5 * 1024 * 1024; i++) {
      const row = `"Seg ""${i}""",${31_000_000 + i},"${51_000_000 + i},${52_000_000 + i}"`;
      rows.push(row);
      length += row.length + 1;
    }
    const csvData = rows.join('\n');
    expect(Buffer.byteLength(csvData)).toBeLessThan(SIGNALS_CSV_MAX_BYTES);
    expect(jsonRequestEventBytes({ csvData, type: 'userSegment' })).toBeGreaterThan(LAMBDA_PAYLOAD_BYTES);
    expect(MAX_PAYLOAD_BODY_BYTES).toBeLessThan(LAMBDA_PAYLOAD_BYTES);
  });

  it("counts an answer as the response object's JSON: the body string escaped inside it", () => {
    const tsv = 'a\tb\n'.repeat(1000);
    expect(responsePayloadBytes({ statusCode: 200, body: tsv })).toBe(JSON.stringify({ statusCode: 200, body: tsv }).length);
    expect(responsePayloadBytes({ statusCode: 200, body: JSON.stringify([{ tsv }]) })).toBe(2 * tsv.length + JSON.stringify({ statusCode: 200, body: "[{\"tsv\":\"\"}]" }).length);
  });
});
