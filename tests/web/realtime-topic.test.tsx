/**
 * useRealtimeTopic (web/src/lib/realtime.ts): a tab subscribes to its topic on every socket that opens (first open and
 * reconnects), hears only that topic's events, shows the server's refusal, and unsubscribes on unmount.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WsEvent } from '@shared/contracts/realtime';
import { CurrentPartnerContext } from '@web/lib/current-partner';
import { connectRealtime, useRealtimeTopic } from '@web/lib/realtime';
import { FakeWebSocket } from './setup';

const TOPIC = 'campaign:cccccccccccccccccccccc01';

function Grid({ topic, onEvent }: { topic: string | null; onEvent: (e: WsEvent) => void }) {
  const { state, message } = useRealtimeTopic(topic, onEvent);
  return <p>{`${state}${message ? `: ${message}` : ''}`}</p>;
}

const sent = vi.fn();
function openSocket() {
  const socket = FakeWebSocket.instances.at(-1)!;
  vi.spyOn(socket, 'send').mockImplementation(sent);
  act(() => socket.onopen?.(new Event('open')));
  return socket;
}
const sentMessages = () => sent.mock.calls.map(([data]) => JSON.parse(data as string));

describe('useRealtimeTopic', () => {
  it('subscribes when the socket opens and again after a reconnect, hears its topic only, unsubscribes on unmount', async () => {
    vi.useFakeTimers();
    sent.mockReset();
    const stop = connectRealtime();
    const events: WsEvent[] = [];
    const view = render(
      <CurrentPartnerContext.Provider value="aaaaaaaaaaaaaaaaaaaaaa01">
        <Grid topic={TOPIC} onEvent={(e) => events.push(e)} />
      </CurrentPartnerContext.Provider>,
    );
    expect(screen.getByText('subscribing')).toBeTruthy();
    const first = openSocket();
    expect(sentMessages()).toEqual([{ action: 'subscribe', topic: TOPIC, partnerId: 'aaaaaaaaaaaaaaaaaaaaaa01' }]);

    act(() => first.receive({ type: 'ws-event', source: 'realtime', event: 'topic-subscribed', payload: { topic: TOPIC } }));
    expect(screen.getByText('subscribed')).toBeTruthy();
    const mine = { type: 'ws-event', source: 'personalize', event: 'variant-renamed', topic: TOPIC, payload: { treeId: 't' } };
    act(() => {
      first.receive(mine);
      first.receive({ ...mine, topic: 'campaign:cccccccccccccccccccccc02' });
      first.receive({ type: 'ws-event', source: 'personalize', event: 'variant-renamed' });
    });
    expect(events).toEqual([mine]);

    // the socket drops: the next one subscribes again as soon as it opens
    sent.mockReset();
    act(() => first.onclose?.(new CloseEvent('close')));
    act(() => vi.advanceTimersByTime(1_000));
    const second = openSocket();
    expect(second).not.toBe(first);
    expect(sentMessages()).toEqual([{ action: 'subscribe', topic: TOPIC, partnerId: 'aaaaaaaaaaaaaaaaaaaaaa01' }]);

    sent.mockReset();
    view.unmount();
    expect(sentMessages()).toEqual([{ action: 'unsubscribe', topic: TOPIC }]);
    act(() => second.receive(mine));
    expect(events).toHaveLength(1);
    stop();
  });

  it("shows the server's refusal, and two views of one topic subscribe once and unsubscribe when the last one goes", () => {
    sent.mockReset();
    const stop = connectRealtime();
    const socket = openSocket();
    const first = render(<Grid topic={TOPIC} onEvent={() => {}} />);
    const second = render(<Grid topic={TOPIC} onEvent={() => {}} />);
    expect(sentMessages()).toEqual([{ action: 'subscribe', topic: TOPIC }]);
    act(() => socket.receive({ type: 'ws-event', source: 'realtime', event: 'topic-refused', payload: { topic: TOPIC, statusCode: 403, message: 'Access to the Campaign denied' } }));
    expect(screen.getAllByText('refused: Access to the Campaign denied')).toHaveLength(2);
    first.unmount();
    expect(sentMessages()).toHaveLength(1);
    second.unmount();
    expect(sentMessages().at(-1)).toEqual({ action: 'unsubscribe', topic: TOPIC });
    stop();
  });

  it('hears nothing and sends nothing without a topic', () => {
    sent.mockReset();
    const stop = connectRealtime();
    openSocket();
    render(<Grid topic={null} onEvent={() => {}} />);
    expect(sent).not.toHaveBeenCalled();
    stop();
  });
});
