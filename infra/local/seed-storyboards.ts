/**
 * Storyboards of Demo Agency's seeded concepts (never deployed): 'Sparkle Zero Back to School' (in review) gets an
 * image storyboard awaiting approval; 'Sparkle Zero Summer Launch' gets an image and a video storyboard approved by
 * the seeded manager and moves through review to templatesProgress (the templates seed takes it on to ready).
 * Frames are made here (sharp draws the images; the spot is `seed-files/sparkle-summer-spot.mp4`, a 3 s ffmpeg test
 * pattern) and processed like uploads (thumbnails, probe). A concept that has storyboards already is left alone,
 * so a restart changes nothing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { storyboardKeys, type FrameKind } from '@shared/domain/storyboards';
import type { ConceptEvent } from '@shared/domain/concept-lifecycle';
import { assetStorage } from '@functions/assets/asset-storage';
import { moveConceptIfAllowed } from '@functions/concepts/concept-status';
import { conceptsRepository, type Concept } from '@functions/concepts/concepts-repository';
import { processFrame } from '@functions/storyboards/frames';
import { storyboardsRepository, type StoredAsset } from '@functions/storyboards/storyboards-repository';
import { newId } from '@functions/lib/ids';

interface SeedFrame {
  name: string;
  kind: FrameKind;
  body: () => Promise<Buffer>;
}

interface SeedStoryboard {
  concept: string;
  name: string;
  type: 'image' | 'video';
  frames: SeedFrame[];
  approved: boolean;
}

const SEED_FILES = path.join(import.meta.dirname, 'seed-files');

/** A 1280x720 frame: a coloured panel with its caption. */
const drawnFrame = (caption: string, colour: string) => () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="${colour}"/>` +
        `<circle cx="980" cy="360" r="200" fill="#ffffff" fill-opacity="0.35"/>` +
        `<text x="80" y="380" font-family="sans-serif" font-size="72" font-weight="bold" fill="#1a1a1a">${caption}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

export const DEMO_STORYBOARDS: readonly SeedStoryboard[] = [
  {
    concept: 'Sparkle Zero Back to School',
    name: 'Back to School key frames',
    type: 'image',
    approved: false,
    frames: [
      { name: 'frame-1.png', kind: 'image', body: drawnFrame('1. Campus morning', '#8ecae6') },
      { name: 'frame-2.png', kind: 'image', body: drawnFrame('2. Zero sugar, full focus', '#ffb703') },
      { name: 'frame-3.png', kind: 'image', body: drawnFrame('3. Grab a can', '#219ebc') },
    ],
  },
  {
    concept: 'Sparkle Zero Summer Launch',
    name: 'Summer key frames',
    type: 'image',
    approved: true,
    frames: [
      { name: 'frame-1.png', kind: 'image', body: drawnFrame('1. Beach, noon', '#ffd166') },
      { name: 'frame-2.png', kind: 'image', body: drawnFrame('2. The can, ice cold', '#06d6a0') },
    ],
  },
  {
    concept: 'Sparkle Zero Summer Launch',
    name: 'Summer spot',
    type: 'video',
    approved: true,
    frames: [{ name: 'sparkle-summer-spot.mp4', kind: 'video', body: () => readFile(path.join(SEED_FILES, 'sparkle-summer-spot.mp4')) }],
  },
];

const MIME: Record<FrameKind, string> = { image: 'image/png', video: 'video/mp4' };

async function createStoryboard(concept: Concept, spec: SeedStoryboard, sortIndex: number, uploader: string, approver: { id: string; name: string }) {
  const id = newId();
  const prefix = storyboardKeys.version(concept.partnerId, concept.id, id, 1);
  const assets: StoredAsset[] = [];
  for (const frame of spec.frames) {
    const body = await frame.body();
    const assetId = newId();
    const asset: StoredAsset = { _id: assetId, name: frame.name, kind: frame.kind, mimeType: MIME[frame.kind], size: body.length, key: storyboardKeys.frame(prefix, assetId, frame.name) };
    await assetStorage.put(asset.key, body, asset.mimeType);
    assets.push(await processFrame(asset, body, prefix));
  }
  const approvals = spec.approved ? [{ userId: approver.id, name: approver.name, at: Date.now() }] : [];
  await storyboardsRepository.create({
    id,
    partnerId: concept.partnerId,
    conceptId: concept.id,
    name: spec.name,
    type: spec.type,
    sortIndex,
    firstVersion: { _id: newId(), version: 1, status: 'ready', assets, approvals, createdBy: uploader, createdAt: Date.now() },
    createdBy: uploader,
  });
}

/** Seeds the storyboards; then the Summer Launch concept, every storyboard approved, goes on to templatesProgress. */
export async function seedStoryboards(partnerId: string, uploader: string, approver: { id: string; name: string }): Promise<void> {
  const concepts = await conceptsRepository.listByPartner(partnerId);
  for (const conceptName of new Set(DEMO_STORYBOARDS.map((s) => s.concept))) {
    const concept = concepts.find((c) => c.name === conceptName);
    if (!concept || (await storyboardsRepository.listByConcept(concept.id)).length) continue;
    const specs = DEMO_STORYBOARDS.filter((s) => s.concept === conceptName);
    for (const [i, spec] of specs.entries()) await createStoryboard(concept, spec, i, uploader, approver);
    if (specs.every((s) => s.approved)) {
      for (const [event, userId] of [['sentForReview', uploader], ['storyboardsApproved', approver.id]] as [ConceptEvent, string][]) {
        await moveConceptIfAllowed({ partnerId, conceptId: concept.id, event, userId });
      }
    }
  }
}
