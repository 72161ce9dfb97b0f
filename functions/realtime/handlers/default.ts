import { wsHandler } from '@functions/lib/ws';

/** $default: the channel is server-to-browser; messages from the browser (keep-alive pings) need no answer. */
export const handler = wsHandler(async () => {});
