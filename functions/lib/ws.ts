/** The WebSocket preset: a route handler that never leaks an error to the caller and answers API Gateway's shape. */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { toAppError } from './errors';

export type WsRequest = APIGatewayProxyWebsocketEventV2 & { headers?: Record<string, string | undefined> };

export function wsHandler(fn: (event: WsRequest) => Promise<void>) {
  return async (event: WsRequest): Promise<APIGatewayProxyResultV2> => {
    try {
      await fn(event);
      return { statusCode: 200 };
    } catch (err) {
      const error = toAppError(err);
      if (error.statusCode >= 500) console.error(JSON.stringify({ level: 'error', route: event.requestContext.routeKey, error: String(err) }));
      return { statusCode: error.statusCode, body: JSON.stringify(error.toBody()) };
    }
  };
}
