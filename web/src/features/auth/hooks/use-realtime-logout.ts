import { useEffect } from 'react';
import { connectRealtime, subscribeRealtime } from '@web/lib/realtime';
import { endSession } from '@web/lib/session-store';

/**
 * Keeps the realtime channel open while signed in; a logout in another tab of this session reaches this one as
 * {source: 'session', event: 'logout'} and ends it here too (000 4).
 */
export function useRealtimeLogout(userId: string): void {
  useEffect(() => {
    const stop = connectRealtime();
    const unsubscribe = subscribeRealtime((event) => {
      if (event.source === 'session' && event.event === 'logout') endSession('logout');
    });
    return () => {
      unsubscribe();
      stop();
    };
  }, [userId]);
}
