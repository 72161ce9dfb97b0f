import { availableConceptEvents, CONCEPT_EVENTS, mayMoveConcept, nextConceptStatus, type ConceptEvent } from '@shared/domain/concept-lifecycle';
import { CONCEPT_STATUSES, type ConceptStatus } from '@shared/domain/concepts';
import { ROLES } from '@shared/domain/roles';
import { acceptsFile, importKind, storyboardKeys, storyboardType, timeCode } from '@shared/domain/storyboards';

describe('nextConceptStatus (issue 14 lifecycle)', () => {
  const allowed: [ConceptStatus, ConceptEvent, ConceptStatus][] = [
    ['StoryboardsInProgress', 'storyboardUploaded', 'StoryboardsInProgress'],
    ['review', 'storyboardUploaded', 'review'],
    ['StoryboardsInProgress', 'sentForReview', 'review'],
    ['review', 'storyboardsApproved', 'templatesProgress'],
    ['review', 'storyboardsRejected', 'StoryboardsInProgress'],
    ['templatesProgress', 'templatesApproved', 'ready'],
    ['templatesProgress', 'templatesRejected', 'templatesProgress'],
    ['ready', 'templatesRejected', 'templatesProgress'],
    ['ready', 'templatesUnapproved', 'templatesProgress'],
    ['templatesProgress', 'templatesUnapproved', 'templatesProgress'],
  ];
  it.each(allowed)('%s + %s -> %s', (from, event, to) => {
    expect(nextConceptStatus(from, event)).toBe(to);
  });

  it('every other pair is refused (null)', () => {
    for (const status of CONCEPT_STATUSES) {
      for (const event of CONCEPT_EVENTS) {
        if (allowed.some(([f, e]) => f === status && e === event)) continue;
        expect(nextConceptStatus(status, event), `${status} + ${event}`).toBeNull();
      }
    }
  });

  it('a draft takes no event: the brief must be sent first', () => {
    expect(CONCEPT_EVENTS.map((e) => nextConceptStatus('Draft', e))).toEqual(CONCEPT_EVENTS.map(() => null));
  });
});

describe('who may send which event (002 6)', () => {
  it('uploads and send for review: super, admin and the three self-service roles', () => {
    expect(ROLES.filter((r) => mayMoveConcept(r, 'sentForReview'))).toEqual(['super', 'admin', 'selfServiceAdmin', 'selfServiceManager', 'selfServiceReviewer']);
    expect(ROLES.filter((r) => mayMoveConcept(r, 'storyboardUploaded'))).toEqual(['super', 'admin', 'selfServiceAdmin', 'selfServiceManager', 'selfServiceReviewer']);
  });

  it('approvals and rejections: the final approvers; reviewers and the self-service reviewer only look', () => {
    for (const event of ['storyboardsApproved', 'storyboardsRejected', 'templatesApproved', 'templatesRejected', 'templatesUnapproved'] as const) {
      expect(ROLES.filter((r) => mayMoveConcept(r, event))).toEqual(['super', 'admin', 'selfServiceAdmin', 'selfServiceManager', 'manager']);
    }
  });

  it("the overview's buttons: what the role may send in the current status", () => {
    expect(availableConceptEvents('admin', 'StoryboardsInProgress')).toEqual(['sentForReview']);
    expect(availableConceptEvents('manager', 'StoryboardsInProgress')).toEqual([]);
    expect(availableConceptEvents('manager', 'review')).toEqual(['storyboardsApproved', 'storyboardsRejected']);
    expect(availableConceptEvents('admin', 'review')).toEqual(['storyboardsApproved', 'storyboardsRejected']);
    expect(availableConceptEvents('reviewer', 'review')).toEqual([]);
    expect(availableConceptEvents('selfServiceReviewer', 'review')).toEqual([]);
    expect(availableConceptEvents('manager', 'templatesProgress')).toEqual(['templatesApproved', 'templatesRejected']);
    expect(availableConceptEvents('manager', 'ready')).toEqual(['templatesRejected']);
  });
});

describe('storyboard rules (002 3, 5, 9)', () => {
  it.each([
    [undefined, 'Key frames', 'image'],
    ['video', 'Spot', 'video'],
    ['fixAndFlex', 'Anything', 'fixAndFlex'],
    [undefined, 'Fix and Flex cut', 'fixAndFlex'],
    [undefined, 'FLEX then fix', 'fixAndFlex'],
    [undefined, 'Salt & pepper', 'fixAndFlex'],
    ['hologram', 'Unknown type', 'image'],
    [undefined, 'Flexible layout', 'image'],
  ])('type %s with name %s -> %s', (requested, name, type) => {
    expect(storyboardType(requested, name)).toBe(type);
  });

  it('video storyboards take mp4 only; image ones images; fix and flex both', () => {
    expect(acceptsFile('video', 'spot.mp4')).toBe(true);
    expect(acceptsFile('video', 'spot.MP4')).toBe(true);
    expect(acceptsFile('video', 'spot.mov')).toBe(false);
    expect(acceptsFile('video', 'frame.png')).toBe(false);
    expect(acceptsFile('image', 'frame.jpeg')).toBe(true);
    expect(acceptsFile('image', 'spot.mp4')).toBe(false);
    expect(acceptsFile('fixAndFlex', 'spot.mp4') && acceptsFile('fixAndFlex', 'frame.webp')).toBe(true);
    expect(acceptsFile('fixAndFlex', 'deck.pdf')).toBe(false);
  });

  it('imports are PDFs or zips', () => {
    expect([importKind('deck.PDF'), importKind('pack.zip'), importKind('deck.pptx'), importKind('noext')]).toEqual(['pdf', 'zip', null, null]);
  });

  it('storage path layout v2/partners/{partnerId}/concepts/{conceptId}/storyboards/{storyboardId}/{version}', () => {
    const prefix = storyboardKeys.version('p1', 'c1', 's1', 3);
    expect(prefix).toBe('v2/partners/p1/concepts/c1/storyboards/s1/3');
    expect(storyboardKeys.frame(prefix, 'a1', '../../etc/passwd')).toBe('v2/partners/p1/concepts/c1/storyboards/s1/3/a1-passwd');
    expect(storyboardKeys.thumbnail(prefix, 'a1')).toBe('v2/partners/p1/concepts/c1/storyboards/s1/3/thumbnails/a1.webp');
  });

  it('time codes (002 9: second 1000 ms, minute 60000, hour 3600000)', () => {
    expect(timeCode(0)).toBe('00:00.000');
    expect(timeCode(61_250)).toBe('01:01.250');
    expect(timeCode(3_600_000 + 5_000)).toBe('01:00:05.000');
  });
});
