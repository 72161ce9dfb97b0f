/**
 * The concept lifecycle (002 3 'Concept status'): Draft -> StoryboardsInProgress -> review ->
 * templatesProgress -> ready, moved by events. Pure: the server applies a move with a conditional write on the
 * current status (functions/concepts/concept-status.ts); the screens ask which events a role may send now.
 */
import type { ConceptStatus } from './concepts';
import { ROLE_GROUPS, type Role } from './roles';

export const CONCEPT_EVENTS = [
  'storyboardUploaded',
  'sentForReview',
  'storyboardsApproved',
  'storyboardsRejected',
  'templatesApproved',
  'templatesRejected',
  'templatesUnapproved',
] as const;
export type ConceptEvent = (typeof CONCEPT_EVENTS)[number];

/** Where each event may move a concept from, and to. A status not listed refuses the event. */
const MOVES: Record<ConceptEvent, Partial<Record<ConceptStatus, ConceptStatus>>> = {
  // Uploading storyboards (a first one, or a new version while the client reviews) does not move the concept.
  storyboardUploaded: { StoryboardsInProgress: 'StoryboardsInProgress', review: 'review' },
  sentForReview: { StoryboardsInProgress: 'review' },
  storyboardsApproved: { review: 'templatesProgress' },
  storyboardsRejected: { review: 'StoryboardsInProgress' },
  templatesApproved: { templatesProgress: 'ready' },
  // A rejected or unapproved template sends a ready concept back to the design team; templatesProgress stays.
  templatesRejected: { templatesProgress: 'templatesProgress', ready: 'templatesProgress' },
  templatesUnapproved: { templatesProgress: 'templatesProgress', ready: 'templatesProgress' },
};

/** The status after `event`, or null when the event is not allowed in `current`. */
export function nextConceptStatus(current: ConceptStatus, event: ConceptEvent): ConceptStatus | null {
  return MOVES[event][current] ?? null;
}

/** Events that carry a reason, stored on the concept and shown on its overview. */
export const REJECTION_EVENTS: readonly ConceptEvent[] = ['storyboardsRejected', 'templatesRejected', 'templatesUnapproved'];
export const isRejection = (event: ConceptEvent) => REJECTION_EVENTS.includes(event);

/**
 * Who may send an event (002 6): uploads and 'send for review' by super, admin and the three self-service roles;
 * approving and rejecting (final approval of storyboards and templates) by the final approvers. Reviewers and the
 * self-service reviewer look (and later comment) only.
 */
export const CONCEPT_EVENT_ROLES: Record<ConceptEvent, readonly Role[]> = {
  storyboardUploaded: ROLE_GROUPS.ADMINS_AND_SELF_SERVICE,
  sentForReview: ROLE_GROUPS.ADMINS_AND_SELF_SERVICE,
  storyboardsApproved: ROLE_GROUPS.FINAL_APPROVERS,
  storyboardsRejected: ROLE_GROUPS.FINAL_APPROVERS,
  templatesApproved: ROLE_GROUPS.FINAL_APPROVERS,
  templatesRejected: ROLE_GROUPS.FINAL_APPROVERS,
  templatesUnapproved: ROLE_GROUPS.FINAL_APPROVERS,
};

export const mayMoveConcept = (role: Role, event: ConceptEvent) => CONCEPT_EVENT_ROLES[event].includes(role);

/** The events a role may send by hand (the overview's buttons) while the concept is in `status`. */
export function availableConceptEvents(role: Role, status: ConceptStatus, manual: readonly ConceptEvent[] = MANUAL_EVENTS): ConceptEvent[] {
  return manual.filter((e) => mayMoveConcept(role, e) && nextConceptStatus(status, e) !== null);
}

/** Events a person sends with the status call's buttons; the others follow from storyboard and template calls. */
export const MANUAL_EVENTS: readonly ConceptEvent[] = ['sentForReview', 'storyboardsApproved', 'storyboardsRejected', 'templatesApproved', 'templatesRejected'];

export const CONCEPT_EVENT_LABELS: Record<ConceptEvent, string> = {
  storyboardUploaded: 'Storyboard uploaded',
  sentForReview: 'Send for review',
  storyboardsApproved: 'Approve storyboards',
  storyboardsRejected: 'Reject storyboards',
  templatesApproved: 'Approve templates',
  templatesRejected: 'Reject templates',
  templatesUnapproved: 'Unapprove templates',
};
