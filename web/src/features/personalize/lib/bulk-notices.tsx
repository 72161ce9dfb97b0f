/**
 * The bulk creative update notices (001 4 'Bulk creative update', 001 8 bulk toasts, 001 9 durations): 'Updating
 * creatives' stays with a spinner until the answer; then 'N creative(s) was/were updated' for 3 s, the couldn't-be
 * notice with the 'Please check:' checklist, and 'Activation failed' listing at most 5 errors for 10 s. Notices live in
 * antd's own root, so leaving the page does not close them.
 */
import { Spin, notification } from 'antd';
import { ACTIVATION_FAILED_NOTICE_S, UPDATE_RESULT_NOTICE_S } from '@shared/constants';
import { MAX_ACTIVATION_ERRORS_SHOWN } from '@shared/domain/variant-rules';
import { MESSAGES, fillMessage } from '@shared/messages';
import type { BulkResult } from '../api/types';

const UPDATING_KEY = 'personalize-updating-creatives';

export function showUpdatingCreatives(): void {
  notification.info({ key: UPDATING_KEY, title: MESSAGES.updatingCreatives, icon: <Spin size="small" />, duration: 0, closable: false });
}


export function showActivationErrors(errors: readonly string[]): void {
  if (errors.length === 0) return;
  notification.error({
    key: 'personalize-activation-failed',
    title: MESSAGES.activationFailed,
    duration: ACTIVATION_FAILED_NOTICE_S,
    description: (
      <div data-testid="activation-errors">
        <div>{MESSAGES.activationFailedHeading}</div>
        <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
          {errors.slice(0, MAX_ACTIVATION_ERRORS_SHOWN).map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
        {errors.length > MAX_ACTIVATION_ERRORS_SHOWN && <div>{MESSAGES.activationMoreErrors}</div>}
      </div>
    ),
  });
}

/** The answer of a bulk call (or a single toggle): closes 'Updating creatives' and says what happened. */
export function showBulkResult(kind: 'activate' | 'deactivate', result: BulkResult): void {
  notification.destroy(UPDATING_KEY);
  if (result.updated > 0) notification.success({ title: fillMessage(MESSAGES.creativesUpdated, { n: result.updated }), duration: UPDATE_RESULT_NOTICE_S });
  if (result.failed > 0) {
    const checklist = result.checklist;
    const title = checklist.length
      ? fillMessage(kind === 'activate' ? MESSAGES.creativesCouldntBeTurnedOn : MESSAGES.creativesCouldntBeTurnedOff, { n: result.failed })
      : fillMessage(MESSAGES.creativesCouldntBeUpdated, { n: result.failed });
    notification.warning({
      key: `personalize-bulk-${kind}-failed`,
      title,
      duration: UPDATE_RESULT_NOTICE_S,
      description: checklist.length ? (
        <div>
          <div>{MESSAGES.pleaseCheck}</div>
          <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
            {checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : undefined,
    });
  }
  showActivationErrors(result.errors);
}

/** The call itself failed: 'Failed to activate N variant(s)' (or deactivate). */
export function showBulkFailure(kind: 'activate' | 'deactivate', variantCount: number, message?: string): void {
  notification.destroy(UPDATING_KEY);
  const title = fillMessage(kind === 'activate' ? MESSAGES.failedToActivateVariants : MESSAGES.failedToDeactivateVariants, { n: variantCount });
  notification.error({ title, description: message, duration: UPDATE_RESULT_NOTICE_S });
}
