/**
 * The app-wide notices of 000 8: update, generic server error, logout failure, adblocker. Loaded on first use
 * (see notify.ts), so the sign-in page does not carry the notification code.
 */
import { Button, notification } from 'antd';
import { MESSAGES } from '@shared/messages';

let updateShown = false;

/** The API answered with another build's version: ask once for a reload. */
export function showUpdateNotice(): void {
  if (updateShown) return;
  updateShown = true;
  notification.info({
    key: 'update',
    title: MESSAGES.updateTitle,
    description: MESSAGES.updateText,
    duration: 0,
    actions: (
      <Button type="primary" size="small" onClick={() => location.reload()}>
        {MESSAGES.reloadNow}
      </Button>
    ),
  });
}

/** Above 500: persistent, one at a time. */
export function showServerError(): void {
  notification.error({ key: 'server-error', title: MESSAGES.serverErrorTitle, description: MESSAGES.serverErrorText, duration: 0 });
}

/** 'Something went wrong :(' with the server's message for a few seconds (logout failure: 5 s). */
export function showErrorNotice(description: string, durationS: number): void {
  notification.error({ title: MESSAGES.serverErrorTitle, description, duration: durationS });
}

export function showAdblockWarning(): void {
  notification.warning({ key: 'adblock', title: MESSAGES.adblockTitle, description: MESSAGES.adblockText, duration: 0 });
}
