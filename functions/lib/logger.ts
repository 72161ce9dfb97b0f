/**
 * The one structured logger (Powertools for AWS Lambda): JSON lines with the service, and per request the request id,
 * domain, operation and user id (http.ts appends them). Log chosen fields only: never a cookie, password or token.
 */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: 'marquee' });

/** The text of an error for a log line (its stack for our own failures). */
export const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
