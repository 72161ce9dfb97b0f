/** The realtime domain: the WebSocket API's three routes and the consumer that pushes ws-events. */
export { handler as connect } from './handlers/connect';
export { handler as disconnect } from './handlers/disconnect';
export { handler as defaultRoute } from './handlers/default';
