/**
 * The realtime channel (002 7): one WebSocket at /ws on this origin, authenticated by the session cookie.
 * Features subscribe to `ws-event` messages; the connection comes back with a growing delay while signed in.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { REALTIME_SOURCE, TOPIC_EVENTS, topicAnswerSchema, wsEventSchema, type TopicMessage, type WsEvent } from '@shared/contracts/realtime';
import { useCurrentPartnerId } from './current-partner';

type Listener = (event: WsEvent) => void;
const listeners = new Set<Listener>();
/** Open sockets: features poll for a fact only while none is open (the push would be lost). */
let openSockets = 0;
/** The sockets open now, so a topic joined later is subscribed on each at once. */
const liveSockets = new Set<WebSocket>();
/** The topics this page hears, how many hooks hold each, and the partner each is asked in. */
const topics = new Map<string, { holders: number; partnerId?: string }>();

function sendTopic(socket: WebSocket, action: TopicMessage['action'], topic: string, partnerId?: string) {
  const message: TopicMessage = { action, topic, ...(partnerId ? { partnerId } : {}) };
  socket.send(JSON.stringify(message));
}

/** Whether the channel is up now, so pushed events arrive. */
export const realtimeConnected = () => openSockets > 0;

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export function subscribeRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function realtimeUrl(): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/** Opens the channel; the returned function closes it for good (sign-out, unmount). */
export function connectRealtime(): () => void {
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let stopped = false;
  let isOpen = false;
  const setOpen = (open: boolean) => {
    if (open !== isOpen) openSockets += open ? 1 : -1;
    isOpen = open;
  };

  const open = () => {
    socket = new WebSocket(realtimeUrl());
    const current = socket;
    socket.onopen = () => {
      attempts = 0;
      setOpen(true);
      liveSockets.add(current);
      // a new socket (first open or a reconnect) hears nothing until it subscribes again
      for (const [topic, { partnerId }] of topics) sendTopic(current, 'subscribe', topic, partnerId);
    };
    socket.onmessage = (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      // The contract's own schema decides what an event is; anything else on the socket is ignored.
      const event = wsEventSchema.safeParse(data);
      if (event.success) listeners.forEach((l) => l(event.data));
    };
    socket.onclose = () => {
      liveSockets.delete(current);
      setOpen(false);
      if (stopped) return;
      const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** attempts);
      attempts += 1;
      retryTimer = setTimeout(open, delay);
    };
  };

  open();
  return () => {
    stopped = true;
    setOpen(false);
    clearTimeout(retryTimer);
    socket?.close();
  };
}

function joinTopic(topic: string, partnerId?: string) {
  const held = topics.get(topic);
  if (held) return void held.holders++;
  topics.set(topic, { holders: 1, partnerId });
  for (const socket of liveSockets) sendTopic(socket, 'subscribe', topic, partnerId);
}

function leaveTopic(topic: string) {
  const held = topics.get(topic);
  if (!held) return;
  if (--held.holders > 0) return;
  topics.delete(topic);
  for (const socket of liveSockets) if (socket.readyState === WebSocket.OPEN) sendTopic(socket, 'unsubscribe', topic);
}

export type TopicState = 'subscribing' | 'subscribed' | 'refused';

/**
 * Hears the ws-events pushed to a topic (e.g. `campaignTopic(id)`) while mounted: subscribes on every socket now open
 * and on each one that opens later (reconnects), unsubscribes on unmount. The server checks access first; the answer
 * comes back as the state ('refused' with the API's message when the caller may not hear it). `null` hears nothing.
 */
export function useRealtimeTopic(topic: string | null, onEvent: (event: WsEvent) => void): { state: TopicState; message?: string } {
  const partnerId = useCurrentPartnerId() ?? undefined;
  const onTopicEvent = useEffectEvent(onEvent);
  const [answer, setAnswer] = useState<{ topic: string; state: TopicState; message?: string } | null>(null);
  useEffect(() => {
    if (!topic) return;
    const stop = subscribeRealtime((event) => {
      if (event.topic === topic) return onTopicEvent(event);
      if (event.source !== REALTIME_SOURCE) return;
      const payload = topicAnswerSchema.safeParse(event.payload);
      if (!payload.success || payload.data.topic !== topic) return;
      if (event.event === TOPIC_EVENTS.subscribed) setAnswer({ topic, state: 'subscribed' });
      if (event.event === TOPIC_EVENTS.refused) setAnswer({ topic, state: 'refused', message: payload.data.message });
    });
    joinTopic(topic, partnerId);
    return () => {
      stop();
      leaveTopic(topic);
    };
  }, [topic, partnerId]);
  return answer && answer.topic === topic ? { state: answer.state, message: answer.message } : { state: 'subscribing' };
}
