/**
 * Lambda's invoke payload: 6 MB (6,291,456 bytes) for a synchronous request and for its response, each counted as the
 * JSON the service carries (https://docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html). An HTTP API
 * request arrives as an event whose `body` is a JSON string: its text escaped once more (a quote is `\"`, a line
 * break `\n`), or its base64 (4/3 of the bytes) when isBase64Encoded. An answer leaves the same way, its body a string
 * inside the response object. So a body's size as sent is not what counts: these measure it as Lambda does.
 */

export const LAMBDA_PAYLOAD_BYTES = 6 * 1024 * 1024;
/** What an event or an answer carries besides its body (headers, cookies, request context, path and query). */
export const PAYLOAD_ENVELOPE_RESERVE_BYTES = 64 * 1024;
/** The largest body, as Lambda counts it, an event may carry or an answer may hold. */
export const MAX_PAYLOAD_BODY_BYTES = LAMBDA_PAYLOAD_BYTES - PAYLOAD_ENVELOPE_RESERVE_BYTES;

const utf8 = new TextEncoder();

/** The bytes of `text` as a JSON string value (quotes, escapes, UTF-8). */
export function jsonStringBytes(text: string): number {
  return utf8.encode(JSON.stringify(text)).length;
}

/** A request body's bytes inside the Lambda event: its JSON string, of the base64 text when API Gateway encoded it. */
export function eventBodyBytes(body: string, isBase64Encoded: boolean): number {
  // base64 is ASCII without quotes or backslashes: nothing to escape
  return isBase64Encoded ? body.length + 2 : jsonStringBytes(body);
}

/** A JSON request body's bytes inside the event, from the value the client sends (text, never base64, for JSON). */
export function jsonRequestEventBytes(value: unknown): number {
  return jsonStringBytes(JSON.stringify(value));
}

/** A handler's whole answer as Lambda returns it: the response object (status, headers, cookies, body) as JSON. */
export function responsePayloadBytes(response: object): number {
  return utf8.encode(JSON.stringify(response)).length;
}
