/**
 * Pure rules of concepts and the Request New Concept wizard (000 2.5, 3, 4 'Wizard', 5; 001 9 formats and presets;
 * 002 3 concept status): the steps in order, the platform/channel/format catalogue, the recommendations by objective,
 * and every validation rule of a step. The wizard runs them on Next, the API runs them on save.
 */
import { FORMATS_SHOWN_BY_DEFAULT, FORMATS_SHOWN_GOOGLE_DISPLAY } from '../constants';
import { MESSAGES } from '../messages';
import type { AssetCategory } from './assets';
import { REQUIRED_BRIEF_CATEGORIES } from './brief-assets';

/** Stored status values: the wizard's Draft and StoryboardsInProgress, then the design team's (002 3). */
export const CONCEPT_STATUSES = ['Draft', 'StoryboardsInProgress', 'review', 'templatesProgress', 'ready'] as const;
export type ConceptStatus = (typeof CONCEPT_STATUSES)[number];
/** What people read for each status (002 3's draft, storyboardsProgress, review, templatesProgress, ready). */
export const CONCEPT_STATUS_LABELS: Record<ConceptStatus, string> = {
  Draft: 'Draft',
  StoryboardsInProgress: 'Storyboards in progress',
  review: 'In review',
  templatesProgress: 'Templates in progress',
  ready: 'Ready',
};

/** Steps in fixed order (000 2.5: INTRO ... OTHER_BUSINESS, then the Sign Off step; 002 9 'Campaign wizard steps'). */
export const WIZARD_STEPS = ['INTRO', 'OBJECTIVES', 'CHANNELS', 'FORMATS', 'ASSETS', 'OTHER_BUSINESS', 'SIGN_OFF'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const STEP_LABELS: Record<WizardStep, string> = {
  INTRO: 'Details',
  OBJECTIVES: 'Objectives',
  CHANNELS: 'Channels',
  FORMATS: 'Formats',
  ASSETS: 'Assets',
  OTHER_BUSINESS: 'Creative Direction',
  SIGN_OFF: 'Sign Off',
};
export const stepIndex = (step: WizardStep) => WIZARD_STEPS.indexOf(step);
export const previousStep = (step: WizardStep): WizardStep | null => WIZARD_STEPS[stepIndex(step) - 1] ?? null;
export const nextStep = (step: WizardStep): WizardStep | null => WIZARD_STEPS[stepIndex(step) + 1] ?? null;
export const isLastStep = (step: WizardStep) => nextStep(step) === null;

export const OBJECTIVES = ['awareness', 'consideration', 'action', 'custom'] as const;
export type Objective = (typeof OBJECTIVES)[number];

export const PLATFORMS = ['google', 'facebook', 'youtube', 'gads'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const PLATFORM_LABELS: Record<Platform, string> = { google: 'Google', facebook: 'Meta', youtube: 'YouTube', gads: 'Google Ads' };

export const CHANNEL_KINDS = ['static', 'display', 'video'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];
export const CHANNEL_LABELS: Record<ChannelKind, string> = { static: 'Static', display: 'Display', video: 'Video' };

/** The per-format dropdown of 000 2.5 ('a numeric choice per format'): the carousel's cards, 2 to 10, default 3 (001 9). */
export interface FormatMetaChoice {
  label: string;
  options: readonly number[];
  default: number;
}

export interface FormatOption {
  id: string;
  label: string;
  meta?: FormatMetaChoice;
}

/** The 43 Google display sizes (001 9); the first ones are the common sizes the objective presets use. */
export const GOOGLE_DISPLAY_SIZES = [
  '300x250', '728x90', '970x250', '300x600', '160x600', '320x50', '336x280', '468x60', '120x600', '970x90', '300x1050',
  '320x100', '250x250', '200x200', '240x400', '250x360', '580x400', '930x180', '980x120', '300x50', '320x480', '480x320',
  '768x1024', '1024x768', '120x240', '120x60', '125x125', '180x150', '234x60', '88x31', '300x100', '970x66', '980x90',
  '750x100', '750x200', '750x300', '300x31', '320x250', '240x133', '200x446', '216x36', '292x30', '220x90',
] as const;

const CAROUSEL_CARDS: FormatMetaChoice = { label: 'Cards', options: [2, 3, 4, 5, 6, 7, 8, 9, 10], default: 3 };

/** Platforms, their channels (static, display, video) and formats (000 3; 001 9 'Formats', 'Meta sizes', 'Google video'). */
export const FORMAT_CATALOGUE: Record<Platform, Partial<Record<ChannelKind, readonly FormatOption[]>>> = {
  google: {
    display: GOOGLE_DISPLAY_SIZES.map((size) => ({ id: size, label: size })),
    video: [
      { id: 'video-16x9-15s', label: '16:9 15s' },
      { id: 'video-16x9-20s', label: '16:9 20s' },
      { id: 'video-16x9-30s', label: '16:9 30s' },
      { id: 'vpaid', label: 'VPAID 640x360' },
    ],
  },
  facebook: {
    static: [
      { id: 'singleImage-square', label: 'Square 1:1 1080x1080' },
      { id: 'singleImage-vertical', label: 'Vertical 9:16 1080x1920' },
      { id: 'singleImage-horizontal', label: 'Horizontal 1.91:1 1200x628' },
      { id: 'dynamicImage', label: 'Dynamic image' },
      { id: 'carousel', label: 'Carousel 1080x1080', meta: CAROUSEL_CARDS },
    ],
    video: [
      { id: 'singleVideo-square', label: 'Square video 1:1' },
      { id: 'singleVideo-vertical', label: 'Vertical video 9:16' },
      { id: 'singleVideo-horizontal', label: 'Horizontal video 1.91:1' },
      { id: 'dynamicVideo', label: 'Dynamic video' },
    ],
  },
  youtube: {
    video: [
      { id: 'bumper-16x9', label: 'Bumper 16:9 (6s)' },
      { id: 'bumper-9x16', label: 'Bumper 9:16 (6s)' },
      { id: 'trueView-16x9', label: 'TrueView 16:9 (15s)' },
      { id: 'trueView-9x16', label: 'TrueView 9:16 (15s)' },
    ],
  },
  gads: {
    display: [
      { id: 'gaResponsiveDisplay', label: 'Responsive display' },
      { id: 'fixed-300x250', label: 'Fixed 300x250' },
      { id: 'fixed-728x90', label: 'Fixed 728x90' },
      { id: 'fixed-320x50', label: 'Fixed 320x50' },
    ],
  },
};

export interface ChannelRef {
  platform: Platform;
  channel: ChannelKind;
}

/** Every platform/channel pair of the catalogue, in display order. */
export const ALL_CHANNELS: readonly ChannelRef[] = PLATFORMS.flatMap((platform) =>
  CHANNEL_KINDS.filter((channel) => FORMAT_CATALOGUE[platform][channel]).map((channel) => ({ platform, channel })),
);

export const formatsOf = (platform: Platform, channel: ChannelKind): readonly FormatOption[] => FORMAT_CATALOGUE[platform][channel] ?? [];
export const formatKey = (platform: Platform, channel: ChannelKind, format: string) => `${platform}.${channel}.${format}`;
export const findFormat = (platform: Platform, channel: ChannelKind, format: string) => formatsOf(platform, channel).find((f) => f.id === format);

/** How many formats a channel shows before 'Show all' (000 2.5, 9: 6, Google display 8); the toggle only when more than 6. */
export function formatsShownByDefault(platform: Platform, channel: ChannelKind): number {
  return platform === 'google' && channel === 'display' ? FORMATS_SHOWN_GOOGLE_DISPLAY : FORMATS_SHOWN_BY_DEFAULT;
}
export const hasShowAllToggle = (platform: Platform, channel: ChannelKind) => formatsOf(platform, channel).length > FORMATS_SHOWN_BY_DEFAULT;

export type ChannelsSelection = Partial<Record<Platform, Partial<Record<ChannelKind, boolean>>>>;
export type FormatsSelection = Partial<Record<Platform, Partial<Record<ChannelKind, string[]>>>>;

/**
 * Recommended channels and formats by objective (001 9: presets use the first 6 Google display sizes for awareness and
 * consideration, 7 for action; Meta's recommended sizes are vertical and square). A custom objective recommends nothing.
 */
const PRESETS: Record<Exclude<Objective, 'custom'>, FormatsSelection> = {
  awareness: {
    google: { display: GOOGLE_DISPLAY_SIZES.slice(0, 6) },
    youtube: { video: ['bumper-16x9', 'bumper-9x16'] },
    facebook: { video: ['singleVideo-vertical', 'singleVideo-square'] },
  },
  consideration: {
    google: { display: GOOGLE_DISPLAY_SIZES.slice(0, 6) },
    youtube: { video: ['trueView-16x9', 'trueView-9x16'] },
    facebook: { static: ['singleImage-square', 'singleImage-vertical'] },
  },
  action: {
    google: { display: GOOGLE_DISPLAY_SIZES.slice(0, 7) },
    facebook: { static: ['singleImage-square', 'singleImage-vertical'] },
    gads: { display: ['gaResponsiveDisplay'] },
  },
};

/** The recommended formats for the chosen objectives: the union of their presets, in catalogue order. */
export function recommendedFormats(objectives: readonly Objective[]): FormatsSelection {
  const out: FormatsSelection = {};
  for (const { platform, channel } of ALL_CHANNELS) {
    const wanted = new Set(objectives.flatMap((o) => (o === 'custom' ? [] : (PRESETS[o][platform]?.[channel] ?? []))));
    if (!wanted.size) continue;
    (out[platform] ??= {})[channel] = formatsOf(platform, channel).map((f) => f.id).filter((id) => wanted.has(id));
  }
  return out;
}

export function recommendedChannels(objectives: readonly Objective[]): ChannelRef[] {
  const formats = recommendedFormats(objectives);
  return ALL_CHANNELS.filter(({ platform, channel }) => formats[platform]?.[channel]?.length);
}

export const isChannelSelected = (channels: ChannelsSelection, ref: ChannelRef) => channels[ref.platform]?.[ref.channel] === true;
export const selectedChannels = (channels: ChannelsSelection) => ALL_CHANNELS.filter((ref) => isChannelSelected(channels, ref));

/** A brief asset (000 3); shared/contracts/brief-assets.ts holds its contract. */
export interface BriefAsset {
  _id: string;
  isFromDam: boolean;
  isLink: boolean;
  name: string;
  url: string;
  hash?: string;
  type: AssetCategory;
}

/** The concept brief (000 3): what the wizard collects, step by step. */
export interface Brief {
  intro: { name: string; businessNodes: string[]; languages: string[] };
  objectives: { elements: Objective[]; customText: string };
  channels: ChannelsSelection;
  formats: FormatsSelection;
  /** The per-format numeric choices by formatKey, and the step a draft was saved at. */
  meta: { currentStep: WizardStep; formats: Record<string, number> };
  assets: BriefAsset[];
  otherBusiness: { text: string };
  signOff: { areAgreementsAccepted: boolean };
}

export function emptyBrief(): Brief {
  return {
    intro: { name: '', businessNodes: [], languages: [] },
    objectives: { elements: [], customText: '' },
    channels: {},
    formats: {},
    meta: { currentStep: 'INTRO', formats: {} },
    assets: [],
    otherBusiness: { text: '' },
    signOff: { areAgreementsAccepted: false },
  };
}

/** A brief with the recommended channels and formats applied ('Selecting a recommendation applies all', 000 2.5). */
export function applyRecommendation(brief: Brief): Brief {
  const formats = recommendedFormats(brief.objectives.elements);
  const channels: ChannelsSelection = {};
  for (const { platform, channel } of recommendedChannels(brief.objectives.elements)) (channels[platform] ??= {})[channel] = true;
  return { ...brief, channels, formats };
}

/** Field errors of a step: the spec's message where it shows one, ours where it says 'not shown'. */
export type BriefErrors = Partial<Record<'name' | 'businessNodes' | 'languages' | 'customText' | 'channels' | 'formats' | 'assets' | 'otherBusiness' | 'signOff', string>> & {
  /** Channels (platform.channel) that have no format. */
  channelsWithoutFormats?: string[];
  /** Required categories without a file. */
  missingCategories?: AssetCategory[];
};

/**
 * Concept name (000 5): required, must not start with a space. The input stops at 64 characters and the contract
 * refuses longer names; uniqueness is the server's (a debounced existence check, then the save).
 */
export function conceptNameError(name: string): string | null {
  if (!name.trim()) return MESSAGES.required;
  if (/^\s/.test(name)) return MESSAGES.conceptNameLeadingSpace;
  return null;
}

function channelsWithoutFormats(brief: Brief): string[] {
  return selectedChannels(brief.channels)
    .filter(({ platform, channel }) => !(brief.formats[platform]?.[channel] ?? []).length)
    .map(({ platform, channel }) => `${platform}.${channel}`);
}

export function missingAssetCategories(assets: readonly BriefAsset[]): AssetCategory[] {
  return REQUIRED_BRIEF_CATEGORIES.filter((category) => !assets.some((a) => a.type === category));
}

/** What stops Next on a step (000 4: Next runs the current step's validation and only advances if it passes). */
export function stepErrors(step: WizardStep, brief: Brief): BriefErrors {
  const errors: BriefErrors = {};
  switch (step) {
    case 'INTRO': {
      const name = conceptNameError(brief.intro.name);
      if (name) errors.name = name;
      if (!brief.intro.businessNodes.length) errors.businessNodes = MESSAGES.conceptMarketsRequired;
      if (!brief.intro.languages.length) errors.languages = MESSAGES.conceptLanguagesRequired;
      break;
    }
    case 'OBJECTIVES':
      if (brief.objectives.elements.includes('custom')) {
        if (!brief.objectives.customText.trim()) errors.customText = MESSAGES.conceptCustomObjectiveRequired;
      }
      break;
    case 'CHANNELS':
      if (!selectedChannels(brief.channels).length) errors.channels = MESSAGES.conceptChannelsRequired;
      break;
    case 'FORMATS': {
      const missing = channelsWithoutFormats(brief);
      if (missing.length) Object.assign(errors, { formats: MESSAGES.conceptFormatsRequired, channelsWithoutFormats: missing });
      break;
    }
    case 'ASSETS': {
      const missing = missingAssetCategories(brief.assets);
      if (missing.length) Object.assign(errors, { assets: MESSAGES.conceptAssetsRequired, missingCategories: missing });
      break;
    }
    case 'OTHER_BUSINESS':
      if (!brief.otherBusiness.text.trim()) errors.otherBusiness = MESSAGES.conceptCreativeDirectionRequired;
      break;
    case 'SIGN_OFF':
      if (!brief.signOff.areAgreementsAccepted) errors.signOff = MESSAGES.conceptSignOffRequired;
      break;
  }
  return errors;
}

export const hasErrors = (errors: BriefErrors) => Object.keys(errors).length > 0;

/** The first step whose rules fail, or null when the whole brief may be sent (Finish & Send). */
export function firstInvalidStep(brief: Brief): WizardStep | null {
  return WIZARD_STEPS.find((step) => hasErrors(stepErrors(step, brief))) ?? null;
}

/** Formats that no longer belong to a selected channel are dropped, with their numeric choices, before saving. */
export function pruneFormats(brief: Brief): Brief {
  const formats: FormatsSelection = {};
  const kept = new Set<string>();
  for (const { platform, channel } of selectedChannels(brief.channels)) {
    const ids = (brief.formats[platform]?.[channel] ?? []).filter((id) => findFormat(platform, channel, id));
    (formats[platform] ??= {})[channel] = ids;
    ids.forEach((id) => kept.add(formatKey(platform, channel, id)));
  }
  const metaFormats = Object.fromEntries(Object.entries(brief.meta.formats).filter(([key]) => kept.has(key)));
  return { ...brief, formats, meta: { ...brief.meta, formats: metaFormats } };
}

/** Summary pane: assets listed first 10, then '+ N more' (000 2.5, 9). */
export function summaryAssets<T>(assets: readonly T[], shown: number): { listed: T[]; more: number } {
  return { listed: assets.slice(0, shown), more: Math.max(0, assets.length - shown) };
}
