/**
 * What create and the settings change check and derive, in one place: the market (a node the caller may work on,
 * inside the concept's nodes), the concept (ready, visible) and its chosen templates (approved), the flight dates
 * against the caller's today, the watchers, and the platform, deliveries and personalisation type of 001 1.
 */
import type { CampaignFormat, CampaignSettings, CampaignSettingsDto, Deliveries, FlightDates } from '@shared/contracts/campaigns';
import { withDescendants } from '@shared/domain/business-nodes';
import {
  defaultAdServerDelivery,
  defaultMetaDelivery,
  defaultPlatform,
  flightDatesProblem,
  personalisationType,
  type PersonalisationType,
} from '@shared/domain/campaigns';
import { CHANNEL_KINDS, PLATFORMS, type Brief, type ChannelKind, type Platform } from '@shared/domain/concepts';
import { currentVersion, isVersionApproved } from '@shared/domain/template-versions';
import { MESSAGES } from '@shared/messages';
import { nodeIn, type Scope } from '@functions/business-nodes/public';
import { conceptInScope, type Concept } from '@functions/concepts/public';
import { templatesRepository } from '@functions/templates/public';
import { AppError, unprocessable } from '@functions/lib/errors';
import { usersRepository } from '@functions/lib/identity/users-repository';
import type { Caller } from '@functions/lib/session';
import { CampaignChangedError } from './campaigns-repository';
import { zonedDay } from '@shared/domain/time-zones';

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Today as flight dates count it: the market's calendar day when the campaign's market has a time zone (flight dates
 * are days of the market, shared/domain/time-zones.ts), else the caller's (shared/domain/campaigns.ts). A day the
 * caller sends is taken when it is within a day of the server's UTC date (every time zone is); otherwise the
 * server's date.
 */
export function todayFor(callerToday: string | undefined, now = Date.now(), marketZone?: string | null): string {
  if (marketZone) return zonedDay(now, marketZone);
  if (callerToday && callerToday >= utcDay(now - DAY_MS) && callerToday <= utcDay(now + DAY_MS)) return callerToday;
  return utcDay(now);
}

/**
 * New flight dates must not be before today. A change that keeps a start already past (a running campaign whose end
 * moves) checks the end only.
 */
export function checkFlightDates(flight: FlightDates, today: string, stored?: FlightDates | null): void {
  const running = stored && stored.start === flight.start && flight.start < today;
  const problem = flightDatesProblem(running ? { start: today, end: flight.end } : flight, today);
  if (problem) throw unprocessable(problem);
}

/** The market: a node of the partner the caller may work on; with a concept, one of its nodes or below them. */
export function checkMarket(scope: Scope, nodeId: string, concept: Concept | null): void {
  nodeIn(scope, nodeId, 'write');
  if (concept && !withDescendants(scope.nodes, concept.nodeIds).has(nodeId)) throw unprocessable(MESSAGES.campaignMarketNotInConcept);
}

/** A ready concept the caller may see ('Concept not found' / 'Access to the Concept denied' otherwise). */
export async function readyConcept(caller: Caller, scope: Scope, conceptId: string): Promise<Concept> {
  const concept = await conceptInScope(caller, conceptId, scope);
  if (concept.status !== 'ready' || concept.archived) throw unprocessable(MESSAGES.campaignConceptNotReady);
  return concept;
}

/** The chosen templates must be current, approved templates of the concept; at least one ('Templates are not provided'). */
export async function checkTemplates(concept: Concept, templateIds: readonly string[]): Promise<void> {
  if (templateIds.length === 0) throw unprocessable(MESSAGES.templatesNotProvided);
  const approved = new Set(
    (await templatesRepository.listByConcept(concept.id))
      .filter((t) => !t.conceptArchived)
      .filter((t) => {
        const current = currentVersion(t);
        return current !== null && isVersionApproved(current);
      })
      .map((t) => t.id),
  );
  if (!templateIds.every((id) => approved.has(id))) throw unprocessable(MESSAGES.campaignTemplateNotApproved);
}

export async function checkWatchers(partnerId: string, watcherIds: readonly string[]): Promise<void> {
  if ((await watchersOf(partnerId, watcherIds)).length !== watcherIds.length) throw unprocessable(MESSAGES.campaignWatcherUnknown);
}

/** The watchers by id, named: users of the partner, in the order given; ids of no such user are left out. */
export async function watchersOf(partnerId: string, watcherIds: readonly string[]): Promise<CampaignSettingsDto['watchers']> {
  const users = await Promise.all(watcherIds.map((id) => usersRepository.get(id)));
  return users.filter((u) => u !== null && u.partnerId === partnerId).map((u) => ({ _id: u!.id, name: u!.name ?? u!.email, email: u!.email }));
}

/** The concept's chosen formats as the campaign's (brief.formats: platform → channel → format ids). */
export function formatsOfBrief(brief: Brief): CampaignFormat[] {
  return PLATFORMS.flatMap((platform: Platform) =>
    CHANNEL_KINDS.flatMap((channel: ChannelKind) => (brief.formats[platform]?.[channel] ?? []).map((format) => ({ platform, channel, format }))),
  );
}

export interface Derived {
  platform: string;
  deliveries: Deliveries;
  personalisationType: PersonalisationType;
}

/**
 * 001 1 defaults: a platform chosen is kept; otherwise Meta without templates, else the first of the formats' (else
 * the ad server); ad server delivery non-trafficked and Meta delivery direct with static formats or none, unless given;
 * personalisation type ASSEMBLY with a social or video-platform video. (Decision trees run only on the ad server's
 * non-trafficked delivery: publishing says so, 001 8 'delivery type not supported for decision tree'; creating is not refused.)
 */
export function derive(input: { platform?: string; formats: readonly CampaignFormat[]; deliveries?: Deliveries; templateCount: number }): Derived {
  const platform = input.platform ?? defaultPlatform(input.templateCount, input.formats[0]?.platform);
  const on = (p: string) => platform === p || input.formats.some((f) => f.platform === p);
  const deliveries: Deliveries = {
    ...(on('google') ? { adServer: input.deliveries?.adServer ?? defaultAdServerDelivery() } : {}),
    ...(on('facebook') ? { meta: input.deliveries?.meta ?? defaultMetaDelivery(input.formats.filter((f) => f.platform === 'facebook')) } : {}),
  };
  return { platform, deliveries, personalisationType: personalisationType(input.formats) };
}

export const settingsWith = (base: CampaignSettings, change: Partial<CampaignSettings>): CampaignSettings => ({ ...base, ...change });

/** A campaign changed by someone else between our read and write: 409 'Update failed, entity in use'. */
export async function orInUse<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof CampaignChangedError) throw new AppError('DEFAULT_ERROR', 409, MESSAGES.updateFailedInUse);
    throw error;
  }
}
