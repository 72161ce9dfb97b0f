import type { VariationJobState } from '@shared/contracts/personalize';

/**
 * A job's state as its events arrive: the realtime queue delivers a batch's events in parallel, so a progress event
 * can come after the job's end (seen with 10,000 variations: 'progress 9,000' after 'finished'), and a small job can
 * end before the POST's answer arrives. Neither takes an ended job back to progress or its count backwards.
 */
export function newerJobState(previous: VariationJobState | null, next: VariationJobState): VariationJobState {
  if (!previous || previous.jobId !== next.jobId || next.status !== 'progress') return next;
  return previous.status !== 'progress' || previous.written > next.written ? previous : next;
}
