/** The WebSocket preset: a route handler that answers API Gateway's shape and never leaks an error to the caller. */
import middy from '@middy/core';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { toAppError } from './errors';
import { errorText, logger } from './logger';

export type WsRequest = APIGatewayProxyWebsocketEventV2 & { headers?: Record<string, string | undefined> };

export function wsHandler(fn: (event: WsRequest) => Promise<void>) {
  return middy<WsRequest, APIGatewayProxyResultV2>(async (event: WsRequest) => {
    await fn(event);
    return { statusCode: 200 };
  }).onError((request) => {
    const error = toAppError(request.error);
    if (error.statusCode >= 500) logger.error('websocket route failed', { route: request.event.requestContext.routeKey, error: errorText(request.error) });
    request.response = { statusCode: error.statusCode, body: JSON.stringify(error.toBody()) };
  });
}
