import { ExclamationCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatClock, isFlashing, secondsLeft, warningDelayMs } from '@shared/domain/session';
import { PRODUCT_NAME } from '@shared/messages';
import { currentPageTitle } from '@web/hooks/use-page-title';
import { countdownSeconds, useSessionRefreshedAt } from '@web/lib/session-clock';
import { currentUserQueryKey, getCurrentUser } from '@web/lib/current-user';
import { useLogout } from '../api/logout';

const TICK_MS = 1_000;
/** At zero the button disables and logout follows 1 second later (000 4). */
const LOGOUT_AFTER_ZERO_MS = 1_000;

interface Countdown {
  openedAt: number;
  now: number;
}

/**
 * The session-expiry warning (000 4, 9): opens at max age minus (countdown + 5) s after the last 2xx answer,
 * ticks every second, flashes the page title and its icon on odd seconds. Any 2xx restarts the clock and closes it.
 */
export function SessionExpiryModal({ sessionMaxAgeMs }: { sessionMaxAgeMs: number }) {
  const refreshedAt = useSessionRefreshedAt();
  const countdownS = countdownSeconds(sessionMaxAgeMs);
  const delayMs = warningDelayMs({ maxAgeMs: sessionMaxAgeMs, countdownS });
  const [countdown, setCountdown] = useState<Countdown | null>(null);
  const [checking, setChecking] = useState(false);
  const queryClient = useQueryClient();
  const { mutate: logoutNow } = useLogout();

  useEffect(() => {
    setCountdown(null);
    const timer = setTimeout(() => {
      const now = Date.now();
      setCountdown({ openedAt: now, now });
    }, Math.max(0, refreshedAt + delayMs - Date.now()));
    return () => clearTimeout(timer);
  }, [refreshedAt, delayMs]);

  const open = countdown !== null;
  const left = countdown ? secondsLeft(countdownS, countdown.now - countdown.openedAt) : countdownS;
  const flashing = open && isFlashing(left);

  useEffect(() => {
    if (!open) return;
    const ticker = setInterval(() => setCountdown((c) => (c ? { ...c, now: Date.now() } : c)), TICK_MS);
    return () => clearInterval(ticker);
  }, [open]);

  useEffect(() => {
    if (!open || left > 0) return;
    const timer = setTimeout(() => logoutNow({ force: true }), LOGOUT_AFTER_ZERO_MS);
    return () => clearTimeout(timer);
  }, [open, left, logoutNow]);

  useEffect(() => {
    if (!open) return;
    document.title = flashing ? `${formatClock(left)} - ${PRODUCT_NAME}` : currentPageTitle();
  }, [open, flashing, left]);
  useEffect(() => {
    if (!open) return;
    return () => {
      document.title = currentPageTitle();
    };
  }, [open]);

  const stayLoggedIn = async () => {
    setChecking(true);
    try {
      const user = await getCurrentUser();
      // 200 restarts the clock (the client touches it on every 2xx), which closes this warning.
      if (user) queryClient.setQueryData(currentUserQueryKey, user);
      else logoutNow({ force: true });
    } catch {
      logoutNow({ force: true });
    } finally {
      setChecking(false);
    }
  };

  // Rendered only while open, so closing takes effect at once (no leave animation to wait for).
  if (!open) return null;
  return (
    <Modal
      open
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      title={
        <span>
          <ExclamationCircleOutlined
            aria-hidden="true"
            data-testid="session-expiry-icon"
            data-flashing={flashing}
            style={{ color: '#faad14', visibility: flashing ? 'hidden' : 'visible', marginRight: 8 }}
          />
          Your session is about to expire
        </span>
      }
      footer={
        <Button type="primary" onClick={() => void stayLoggedIn()} disabled={left === 0} loading={checking}>
          Don't log me out
        </Button>
      }
      data-testid="session-expiry-modal"
    >
      <Typography.Paragraph>
        You will be logged out in <time aria-live="polite">{formatClock(left)}</time>
      </Typography.Paragraph>
    </Modal>
  );
}
