/**
 * Stored analyses. Three items:
 * - the analysis of a content, keyed by partner and content hash: a re-upload or a second creative with the same
 *   image is not measured again;
 * - a subject's score: an asset, a template version or a creative version, with its status and the analysis, listed
 *   by scope (the asset, the template, the campaign);
 * - a campaign's scoring job: one at a time (conditional create), so a second request answers 'already in progress'.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import type { Analysis, ScoreSubjectKind, SubjectScore } from '@shared/contracts/scoring';
import { SCORE_STATUSES, SCORE_SUBJECT_KINDS } from '@shared/contracts/scoring';
import { createdAtAttribute, isConditionFailure, lazy, SERVICE, updatedAtAttribute } from '@functions/lib/db';

/** A job not heard of for this long is taken as dead: a new request may start another. */
export const SCORING_JOB_STALE_MS = 15 * 60 * 1000;

const model = lazy((cfg) => {
  const analysis = new Entity(
    {
      model: { entity: 'scoreAnalysis', version: '1', service: SERVICE },
      attributes: {
        partnerId: { type: 'string', required: true },
        contentHash: { type: 'string', required: true },
        analysis: { type: 'any', required: true },
        createdAt: createdAtAttribute(),
      },
      indexes: { byHash: { pk: { field: 'pk', composite: ['partnerId', 'contentHash'] }, sk: { field: 'sk', composite: [] } } },
    },
    cfg,
  );
  const subject = new Entity(
    {
      model: { entity: 'subjectScore', version: '1', service: SERVICE },
      attributes: {
        kind: { type: SCORE_SUBJECT_KINDS, required: true },
        subjectId: { type: 'string', required: true },
        version: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        /** The asset, the template or the campaign: what lists it. */
        scopeId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        status: { type: SCORE_STATUSES, required: true },
        error: { type: 'string' },
        contentHash: { type: 'string' },
        /** A campaign variation's reporting hash: the facts name it (scores against performance). */
        reportingHash: { type: 'string' },
        analysis: { type: 'any' },
        updatedAt: updatedAtAttribute(),
      },
      indexes: {
        bySubject: { pk: { field: 'pk', composite: ['kind', 'subjectId'] }, sk: { field: 'sk', composite: ['version'] } },
        byScope: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['scopeId'] }, sk: { field: 'gsi1sk', composite: ['kind', 'subjectId', 'version'] } },
      },
    },
    cfg,
  );
  const job = new Entity(
    {
      model: { entity: 'scoringJob', version: '1', service: SERVICE },
      attributes: {
        campaignId: { type: 'string', required: true },
        jobId: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        status: { type: SCORE_STATUSES, required: true },
        total: { type: 'number', required: true },
        done: { type: 'number', required: true, default: 0 },
        failed: { type: 'number', required: true, default: 0 },
        startedAt: { type: 'number', required: true },
        updatedAt: updatedAtAttribute(),
      },
      indexes: { byCampaign: { pk: { field: 'pk', composite: ['campaignId'] }, sk: { field: 'sk', composite: [] } } },
    },
    cfg,
  );
  return new Service({ analysis, subject, job }, cfg);
});

type SubjectItem = EntityItem<ReturnType<typeof model>['entities']['subject']>;
export type ScoringJob = EntityItem<ReturnType<typeof model>['entities']['job']>;
export interface SubjectKey {
  kind: ScoreSubjectKind;
  subjectId: string;
  version: string;
}
export type SubjectWrite = SubjectKey & Pick<SubjectItem, 'partnerId' | 'scopeId' | 'name'> & Partial<Pick<SubjectItem, 'contentHash' | 'reportingHash'>>;

export const presentScore = (s: SubjectItem): SubjectScore => ({
  kind: s.kind,
  id: s.subjectId,
  version: s.version,
  name: s.name,
  status: s.status,
  error: s.error ?? null,
  analysis: (s.analysis as Analysis | undefined) ?? null,
  updatedAt: s.updatedAt,
});

export const scoringRepository = {
  async analysisOf(partnerId: string, contentHash: string): Promise<Analysis | null> {
    const { data } = await model().entities.analysis.get({ partnerId, contentHash }).go();
    return (data?.analysis as Analysis | undefined) ?? null;
  },
  /** Same content, same analysis: a redelivered job writes it again unchanged. */
  async keepAnalysis(partnerId: string, contentHash: string, analysis: Analysis): Promise<void> {
    await model().entities.analysis.put({ partnerId, contentHash, analysis }).go();
  },
  async subject(key: SubjectKey): Promise<SubjectItem | null> {
    const { data } = await model().entities.subject.get(key).go({ consistent: true });
    return data;
  },
  async finished(s: SubjectWrite, analysis: Analysis): Promise<void> {
    await model().entities.subject.put({ ...s, status: 'finished', analysis }).go();
  },
  async failed(s: SubjectWrite, error: string): Promise<void> {
    await model().entities.subject.put({ ...s, status: 'error', error }).go();
  },
  async listByScope(scopeId: string, kind?: ScoreSubjectKind): Promise<SubjectItem[]> {
    const { data } = await model().entities.subject.query.byScope(kind ? { scopeId, kind } : { scopeId }).go({ pages: 'all' });
    return data;
  },

  async job(campaignId: string): Promise<ScoringJob | null> {
    const { data } = await model().entities.job.get({ campaignId }).go({ consistent: true });
    return data;
  },
  /**
   * Starts a campaign's job unless one is queued or in progress and was heard of within SCORING_JOB_STALE_MS: false
   * when one runs. Conditional on what was read, so of two requests at once one starts.
   */
  async startJob(input: Pick<ScoringJob, 'campaignId' | 'jobId' | 'partnerId' | 'userId' | 'total'>, now = Date.now()): Promise<boolean> {
    const current = await this.job(input.campaignId);
    const running = current && (current.status === 'queued' || current.status === 'progress') && now - current.updatedAt < SCORING_JOB_STALE_MS;
    if (running) return false;
    try {
      await model()
        .entities.job.put({ ...input, status: 'queued', done: 0, failed: 0, startedAt: now })
        .where((a, op) => (current ? op.eq(a.jobId, current.jobId) : op.notExists(a.jobId)))
        .go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
  /** Progress of the job named (nothing when another job replaced it). */
  async jobProgress(campaignId: string, jobId: string, set: Partial<Pick<ScoringJob, 'status' | 'done' | 'failed' | 'total'>>): Promise<void> {
    try {
      await model().entities.job.patch({ campaignId }).set(set).where((a, op) => op.eq(a.jobId, jobId)).go();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },
};
