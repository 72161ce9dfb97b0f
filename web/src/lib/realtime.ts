/**
 * The realtime channel (002 7): one WebSocket at /ws on this origin, authenticated by the session cookie.
 * Features subscribe to `ws-event` messages; the connection comes back with a growing delay while signed in.
 */
import { wsEventSchema, type WsEvent } from '@shared/contracts/realtime';

type Listener = (event: WsEvent) => void;
const listeners = new Set<Listener>();
/** Open sockets: features poll for a fact only while none is open (the push would be lost). */
let openSockets = 0;

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
    socket.onopen = () => {
      attempts = 0;
      setOpen(true);
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
