/**
 * Campaign Manager 360 v4 targeting templates in the simulator, in the shapes googleapis' dfareporting takes and answers:
 *   `POST .../userprofiles/{p}/targetingTemplates` (TargetingTemplate: advertiserId and name required, the name unique
 *     within the advertiser and under 256 characters; keyValueTargetingExpression { expression }; dayPartTargeting
 *     { daysOfWeek, hoursOfDay, userLocalTime }, days and hours checked) -> the template with its id, accountId and kind;
 *   `GET .../userprofiles/{p}/targetingTemplates?advertiserId=&searchString=&ids=` -> { kind, targetingTemplates };
 *   `GET .../userprofiles/{p}/targetingTemplates/{id}` -> the template, 404 when the network has none of that id.
 * A dynamic creative's rules (creativeAssetSelection.rules) must each name an asset and a template of its advertiser:
 * `refusedRules` says why not, as the creatives insert refuses it (400 INVALID_ARGUMENT).
 */
import { CM360 } from './accounts';
import { badRequest, googleError, nextId, storeOf } from './publishing';
import type { SimAnswer, SimRequest } from './server';

type Store = ReturnType<typeof storeOf>;

const templatesOf = (store: Store, accountId: string) => store.cm360.targetingTemplates.filter((t) => t.accountId === accountId);

export function cm360TargetingTemplates(req: SimRequest, accountId: string, id: string | undefined): SimAnswer {
  const store = storeOf(req.state);
  if (req.method === 'GET' && id) {
    const found = templatesOf(store, accountId).find((t) => t.id === id);
    return found ? { status: 200, body: found } : googleError(404, 'NOT_FOUND', `Targeting template ${id} not found.`);
  }
  if (req.method === 'GET') {
    const advertiserId = req.url.searchParams.get('advertiserId');
    const ids = req.url.searchParams.getAll('ids');
    const search = (req.url.searchParams.get('searchString') ?? '').replace(/\*/g, '').toLowerCase();
    const targetingTemplates = templatesOf(store, accountId).filter(
      (t) => (!advertiserId || t.advertiserId === advertiserId) && (!ids.length || ids.includes(String(t.id))) && (!search || String(t.name).toLowerCase().includes(search)),
    );
    return { status: 200, body: { kind: 'dfareporting#targetingTemplatesListResponse', targetingTemplates } };
  }
  if (req.method !== 'POST') return googleError(405, 'METHOD_NOT_ALLOWED', `Method ${req.method} not allowed.`);
  const body = (req.body ?? {}) as Record<string, unknown>;
  const advertiser = CM360.advertisers.find((a) => a.id === String(body.advertiserId ?? '') && a.accountId === accountId);
  if (!advertiser) return badRequest('Invalid advertiserId.');
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name || name.length >= 256) return badRequest('Targeting template name is required and must be less than 256 characters long.');
  if (templatesOf(store, accountId).some((t) => t.advertiserId === advertiser.id && String(t.name).toLowerCase() === name.toLowerCase())) {
    return badRequest('Targeting template name must be unique within the advertiser.');
  }
  const expression = (body.keyValueTargetingExpression as { expression?: unknown } | undefined)?.expression;
  if (expression !== undefined && (typeof expression !== 'string' || !/^\S/.test(expression))) return badRequest('Invalid key-value targeting expression.');
  const dayPart = refusedDayPart(body.dayPartTargeting);
  if (dayPart) return badRequest(dayPart);
  const template = { ...body, kind: 'dfareporting#targetingTemplate', id: nextId(40_000_000), accountId, subaccountId: '0', advertiserId: advertiser.id, name };
  store.cm360.targetingTemplates.push(template);
  return { status: 200, body: template };
}

const WEEK_DAYS = new Set(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);

/** Why a template's day part (DayPartTargeting: daysOfWeek, hoursOfDay 0-23, userLocalTime) is refused, or undefined. */
function refusedDayPart(dayPart: unknown): string | undefined {
  if (dayPart === undefined) return undefined;
  const { daysOfWeek, hoursOfDay } = dayPart as { daysOfWeek?: unknown[]; hoursOfDay?: unknown[] };
  if (daysOfWeek !== undefined && (!Array.isArray(daysOfWeek) || daysOfWeek.some((d) => !WEEK_DAYS.has(String(d))))) return 'Invalid dayPartTargeting.daysOfWeek.';
  if (hoursOfDay !== undefined && (!Array.isArray(hoursOfDay) || hoursOfDay.some((h) => !Number.isInteger(h) || (h as number) < 0 || (h as number) > 23))) return 'Invalid dayPartTargeting.hoursOfDay.';
  return undefined;
}

/** Why a creative's asset selection is refused (a rule without its asset or an unknown template), or undefined. */
export function refusedRules(store: Store, advertiserId: string, selection: unknown): string | undefined {
  if (selection === undefined) return undefined;
  const { defaultAssetId, rules } = selection as { defaultAssetId?: string; rules?: { assetId?: string; name?: string; targetingTemplateId?: string }[] };
  const assets = new Set(store.cm360.assets.filter((a) => a.advertiserId === advertiserId).map((a) => String(a.id)));
  if (!defaultAssetId || !assets.has(defaultAssetId)) return 'creativeAssetSelection.defaultAssetId must refer to one of the creative assets.';
  if (!rules?.length) return 'creativeAssetSelection.rules must contain at least one rule.';
  for (const [i, rule] of rules.entries()) {
    if (!rule.name) return `creativeAssetSelection.rules[${i}].name is required.`;
    if (!rule.assetId || !assets.has(rule.assetId)) return `creativeAssetSelection.rules[${i}].assetId must refer to one of the creative assets.`;
    const template = store.cm360.targetingTemplates.find((t) => t.id === rule.targetingTemplateId);
    if (!rule.targetingTemplateId) return `creativeAssetSelection.rules[${i}].targetingTemplateId is required.`;
    if (!template || template.advertiserId !== advertiserId) return `Invalid targeting template ID: ${rule.targetingTemplateId}.`;
  }
  return undefined;
}
