import { useEffect, useRef } from 'react';
import { notify } from '@web/lib/notify';

const CHECK_AFTER_MS = 200;

function looksBlocked(bait: HTMLElement | null, control: HTMLElement | null): boolean {
  if (!bait || !bait.isConnected) return true;
  const style = getComputedStyle(bait);
  if (style.display === 'none' || style.visibility === 'hidden') return true;
  // Height is only meaningful where the browser lays out: the plain control element has one there.
  return !!control && control.offsetHeight > 0 && bait.offsetHeight === 0;
}

/** The adblocker warning (000 8): a bait element that blockers hide or remove, checked after mount. */
export function AdblockDetector() {
  const bait = useRef<HTMLDivElement>(null);
  const control = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (looksBlocked(bait.current, control.current)) void notify('showAdblockWarning');
    }, CHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: -10_000, top: -10_000 }}>
      <div ref={bait} className="adsbox ad-banner" style={{ height: 1, width: 1 }}>
        &nbsp;
      </div>
      <div ref={control} style={{ height: 1, width: 1 }} />
    </div>
  );
}
