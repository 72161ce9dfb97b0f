/**
 * Audiences of a campaign (001 3 'Audience', 001 7 'Audiences and assemblies'): a named set of audiences (each an
 * audienceId and its data rows, as the user segment CSV of 002 5 gives them), the dynamic fields it drives live, and
 * per channel the rules that target it, each rule carrying filters on the channel's targeting options (001 9).
 * Pure: the caller parses the CSV (papaparse) and persists.
 */
import type { Platform } from './concepts';
import type { ImportedSegment } from './segments';

/** 001 9 'Channel targeting option labels', per platform (ad server, Meta, video platform, ads manager). */
export const TARGETING_OPTIONS: Record<Platform, readonly string[]> = {
  google: [
    'Browser',
    'Language',
    'Connection Type',
    'Operating Systems',
    'Mobile carrier',
    'Platform Type',
    'Custom Parameter',
    'DV360 Line Item ID',
    'DV360 Audience ID',
    'CM Ad ID',
    'CM Placement ID',
    'Location',
    'Day of Week/Time of Day',
    'Group',
  ],
  facebook: ['Facebook PageID', 'Ad set name'],
  youtube: ['Line Item Name', 'Insertion Order Id', 'AdGroup Name'],
  gads: ['Campaign', 'Ad Group'],
};

export const isTargetingOption = (platform: Platform, option: string) => TARGETING_OPTIONS[platform].includes(option);

export interface AudienceFilter {
  option: string;
  values: string[];
}
export interface AudienceRule {
  name: string;
  /** The audience (segment) of this audience set the rule targets, when it targets one. */
  audienceId?: string;
  filters: AudienceFilter[];
}
export interface AudienceChannel {
  platform: Platform;
  rules: AudienceRule[];
}
export interface AudienceRow {
  audienceId: string;
  /** The segment type of the CSV it came from (002 5), when imported. */
  type?: string;
  data: string[];
  campaignIds: string[];
}
export interface AudienceBody {
  name: string;
  audiences: AudienceRow[];
  fieldsLive: string[];
  channels: AudienceChannel[];
}

/** One imported segment per audience row: the segment name is its audienceId, its values are the data. */
export function audienceRowsFromSegments(segments: readonly ImportedSegment[]): AudienceRow[] {
  return segments.map((s) => ({ audienceId: s.name, type: s.type, data: s.values, campaignIds: s.campaignIds }));
}

/**
 * An imported file becomes one audience set with one channel (the platform the CSV was checked for) holding one rule per
 * segment, without filters yet: the rules are what the variation limit is divided by (002 9), the filters the user adds.
 */
export function audienceFromImport(name: string, platform: Platform, segments: readonly ImportedSegment[]): AudienceBody {
  return {
    name,
    audiences: audienceRowsFromSegments(segments),
    fieldsLive: [],
    channels: [{ platform, rules: segments.map((s) => ({ name: s.name, audienceId: s.name, filters: [] })) }],
  };
}

/** The name an imported file gets: its own name without the .csv ending. */
export const audienceNameFromFile = (fileName: string) => fileName.replace(/\.csv$/i, '').trim() || fileName;

/**
 * What is wrong with an audience's channels, as [path, message] pairs (none when it is fine): one entry per platform,
 * filters on the platform's own targeting options (each once per rule, with at least one value), rule names unique per
 * channel, and a rule's audienceId one of the set's audiences.
 */
export function audienceProblems(body: Pick<AudienceBody, 'audiences' | 'channels'>): [string, string][] {
  const problems: [string, string][] = [];
  const ids = new Set(body.audiences.map((a) => a.audienceId));
  const seenIds = new Set<string>();
  body.audiences.forEach((a, i) => {
    if (seenIds.has(a.audienceId)) problems.push([`audiences.${i}.audienceId`, 'Audience ids must be unique']);
    seenIds.add(a.audienceId);
  });
  const platforms = new Set<string>();
  body.channels.forEach((channel, c) => {
    if (platforms.has(channel.platform)) problems.push([`channels.${c}.platform`, 'Each channel appears once']);
    platforms.add(channel.platform);
    const ruleNames = new Set<string>();
    channel.rules.forEach((rule, r) => {
      const at = `channels.${c}.rules.${r}`;
      if (ruleNames.has(rule.name.toLowerCase())) problems.push([`${at}.name`, 'Rule names must be unique in a channel']);
      ruleNames.add(rule.name.toLowerCase());
      if (rule.audienceId !== undefined && !ids.has(rule.audienceId)) problems.push([`${at}.audienceId`, 'Unknown audience']);
      const options = new Set<string>();
      rule.filters.forEach((filter, f) => {
        if (!isTargetingOption(channel.platform, filter.option)) problems.push([`${at}.filters.${f}.option`, 'Not a targeting option of this channel']);
        if (options.has(filter.option)) problems.push([`${at}.filters.${f}.option`, 'Each targeting option once per rule']);
        options.add(filter.option);
      });
    });
  });
  return problems;
}

/** How many rules target a platform: the divisor of its variation limit (002 9 'the limit is divided by the number of rules'). */
export function audienceRuleCount(audiences: readonly Pick<AudienceBody, 'channels'>[], platform: Platform): number {
  return audiences.reduce((n, a) => n + a.channels.filter((c) => c.platform === platform).reduce((m, c) => m + c.rules.length, 0), 0);
}
