import { PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { REALTIME_SOURCE, TOPIC_EVENTS, topicMessageSchema, type TopicAnswer, type WsEvent } from '@shared/contracts/realtime';
import { MESSAGES } from '@shared/messages';
import { push } from '@functions/lib/clients';
import { toAppError } from '@functions/lib/errors';
import { errorText, logger } from '@functions/lib/logger';
import { wsHandler } from '@functions/lib/ws';
import { connectionsRepository } from '../connections-repository';
import { callerOfConnection, checkTopicAccess } from '../topic-access';

function parseMessage(body: string | undefined) {
  try {
    return topicMessageSchema.safeParse(JSON.parse(body ?? '')).data;
  } catch {
    return undefined;
  }
}

async function answer(connectionId: string, event: string, payload: TopicAnswer): Promise<void> {
  const message: WsEvent = { type: 'ws-event', source: REALTIME_SOURCE, event, payload };
  await push().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(JSON.stringify(message)) }));
}

/**
 * $default: messages from the browser. A topic subscribe is checked (topic-access.ts) before it is stored and answered
 * `topic-subscribed` or `topic-refused` (with the API's status and text); an unsubscribe forgets it. Anything else
 * (keep-alive pings) needs no answer.
 */
export const handler = wsHandler(async (event) => {
  const message = parseMessage(event.body);
  if (!message) return;
  const { connectionId } = event.requestContext;
  if (message.action === 'unsubscribe') return connectionsRepository.unsubscribe(connectionId, message.topic);
  const connection = await connectionsRepository.get(connectionId);
  if (!connection) return;
  try {
    await checkTopicAccess(await callerOfConnection(connection, message.partnerId), message.topic);
  } catch (err) {
    const error = toAppError(err);
    if (error.statusCode >= 500) logger.error('topic subscribe failed', { topic: message.topic, error: errorText(err) });
    return answer(connectionId, TOPIC_EVENTS.refused, { topic: message.topic, statusCode: error.statusCode, message: error.message });
  }
  if (!(await connectionsRepository.subscribe(connection, message.topic))) {
    return answer(connectionId, TOPIC_EVENTS.refused, { topic: message.topic, statusCode: 429, message: MESSAGES.tooManyRequests });
  }
  await answer(connectionId, TOPIC_EVENTS.subscribed, { topic: message.topic });
});
