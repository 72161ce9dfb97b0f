/** Pure rules of the brief wizard (000 2.5, 4, 5; 001 9): steps, catalogue, presets, validation per step. */
import { briefSchema, conceptNameSchema } from '@shared/contracts/concepts';
import {
  applyRecommendation,
  emptyBrief,
  firstInvalidStep,
  formatsShownByDefault,
  FORMAT_CATALOGUE,
  GOOGLE_DISPLAY_SIZES,
  hasShowAllToggle,
  isLastStep,
  nextStep,
  previousStep,
  pruneFormats,
  recommendedChannels,
  recommendedFormats,
  stepErrors,
  STEP_LABELS,
  summaryAssets,
  WIZARD_STEPS,
  type Brief,
} from '@shared/domain/concepts';
import { LANGUAGES, searchLanguages } from '@shared/domain/languages';

function complete(): Brief {
  return {
    ...emptyBrief(),
    intro: { name: 'Summer', businessNodes: ['0123456789abcdef01234567'], languages: ['en'] },
    objectives: { elements: ['action'], customText: '' },
    channels: { google: { display: true } },
    formats: { google: { display: ['300x250'] } },
    assets: (['brands', 'fonts', 'logos'] as const).map((type, i) => ({ _id: `bbbbbbbbbbbbbbbbbbbbbbb${i}`, isFromDam: true, isLink: false, name: type, url: '', type })),
    otherBusiness: { text: 'Direction' },
    signOff: { areAgreementsAccepted: true },
  };
}

describe('steps', () => {
  it('run in the fixed order with their labels', () => {
    expect(WIZARD_STEPS).toEqual(['INTRO', 'OBJECTIVES', 'CHANNELS', 'FORMATS', 'ASSETS', 'OTHER_BUSINESS', 'SIGN_OFF']);
    expect(WIZARD_STEPS.map((s) => STEP_LABELS[s])).toEqual(['Details', 'Objectives', 'Channels', 'Formats', 'Assets', 'Creative Direction', 'Sign Off']);
    expect(previousStep('INTRO')).toBeNull();
    expect(nextStep('INTRO')).toBe('OBJECTIVES');
    expect(previousStep('SIGN_OFF')).toBe('OTHER_BUSINESS');
    expect(isLastStep('SIGN_OFF')).toBe(true);
    expect(isLastStep('OTHER_BUSINESS')).toBe(false);
  });
});

describe('validation per step (000 5)', () => {
  it('a complete brief passes every step', () => {
    expect(firstInvalidStep(complete())).toBeNull();
  });

  it.each([
    ['', 'Required'],
    ['   ', 'Required'],
    [' Summer', 'Spaces are not allowed in the beginning of the name'],
  ])('name %j: %s', (name, message) => {
    const brief = complete();
    brief.intro.name = name;
    expect(stepErrors('INTRO', brief).name).toBe(message);
  });

  it('details need markets and languages', () => {
    const brief = complete();
    brief.intro = { name: 'Ok', businessNodes: [], languages: [] };
    expect(stepErrors('INTRO', brief)).toEqual({
      businessNodes: 'Please select at least one market',
      languages: 'Please select the language(s) your concept will use e.g. English',
    });
  });

  it('a custom objective needs its description', () => {
    const brief = complete();
    brief.objectives = { elements: ['custom'], customText: '  ' };
    expect(stepErrors('OBJECTIVES', brief)).toEqual({ customText: 'Please enter a description' });
    brief.objectives.customText = 'Something';
    expect(stepErrors('OBJECTIVES', brief)).toEqual({});
    expect(stepErrors('OBJECTIVES', { ...brief, objectives: { elements: [], customText: '' } })).toEqual({});
  });

  it('channels: at least one; formats: every selected channel has one', () => {
    const brief = complete();
    brief.channels = { google: { display: false } };
    expect(stepErrors('CHANNELS', brief).channels).toBeDefined();
    brief.channels = { google: { display: true }, youtube: { video: true } };
    expect(stepErrors('FORMATS', brief)).toMatchObject({ channelsWithoutFormats: ['youtube.video'] });
    brief.formats.youtube = { video: ['bumper-16x9'] };
    expect(stepErrors('FORMATS', brief)).toEqual({});
  });

  it('assets: brands, fonts and logos are required; creative direction and sign-off', () => {
    const brief = complete();
    brief.assets = brief.assets.filter((a) => a.type === 'fonts');
    expect(stepErrors('ASSETS', brief).missingCategories).toEqual(['brands', 'logos']);
    expect(stepErrors('OTHER_BUSINESS', { ...brief, otherBusiness: { text: ' ' } }).otherBusiness).toBeDefined();
    expect(stepErrors('SIGN_OFF', { ...brief, signOff: { areAgreementsAccepted: false } }).signOff).toBeDefined();
    expect(firstInvalidStep(brief)).toBe('ASSETS');
  });

  it('the contract trims trailing spaces, refuses a leading space and more than 64 characters', () => {
    expect(conceptNameSchema.parse('Summer  ')).toBe('Summer');
    expect(conceptNameSchema.safeParse(' Summer').error?.issues[0].message).toBe('Spaces are not allowed in the beginning of the name');
    expect(conceptNameSchema.safeParse('x'.repeat(64)).success).toBe(true);
    expect(conceptNameSchema.safeParse('x'.repeat(65)).success).toBe(false);
  });

  it('the contract refuses formats outside the catalogue, a description over 200 and a direction over 1000', () => {
    expect(briefSchema.safeParse(complete()).success).toBe(true);
    expect(briefSchema.safeParse({ ...complete(), formats: { google: { display: ['bumper-16x9'] } } }).success).toBe(false);
    expect(briefSchema.safeParse({ ...complete(), objectives: { elements: ['custom'], customText: 'x'.repeat(201) } }).success).toBe(false);
    expect(briefSchema.safeParse({ ...complete(), otherBusiness: { text: 'x'.repeat(1001) } }).success).toBe(false);
    expect(briefSchema.safeParse({ ...complete(), otherBusiness: { text: 'x'.repeat(1000) } }).success).toBe(true);
  });
});

describe('catalogue and presets (001 9)', () => {
  it('Google display has 43 sizes, shows 8 by default; other channels 6, with Show all only above 6', () => {
    expect(GOOGLE_DISPLAY_SIZES).toHaveLength(43);
    expect(new Set(GOOGLE_DISPLAY_SIZES).size).toBe(43);
    expect(formatsShownByDefault('google', 'display')).toBe(8);
    expect(formatsShownByDefault('youtube', 'video')).toBe(6);
    expect(hasShowAllToggle('google', 'display')).toBe(true);
    expect(hasShowAllToggle('youtube', 'video')).toBe(false);
    expect(FORMAT_CATALOGUE.facebook.static!.find((f) => f.id === 'carousel')!.meta).toMatchObject({ options: [2, 3, 4, 5, 6, 7, 8, 9, 10], default: 3 });
  });

  it('awareness and consideration recommend the first 6 Google display sizes, action 7; custom nothing', () => {
    expect(recommendedFormats(['awareness']).google!.display).toEqual(GOOGLE_DISPLAY_SIZES.slice(0, 6));
    expect(recommendedFormats(['consideration']).google!.display).toEqual(GOOGLE_DISPLAY_SIZES.slice(0, 6));
    expect(recommendedFormats(['action']).google!.display).toEqual(GOOGLE_DISPLAY_SIZES.slice(0, 7));
    expect(recommendedFormats(['custom'])).toEqual({});
    expect(recommendedChannels(['awareness', 'action']).map((c) => `${c.platform}.${c.channel}`)).toEqual([
      'google.display',
      'facebook.static',
      'facebook.video',
      'youtube.video',
      'gads.display',
    ]);
  });

  it('applying a recommendation selects its channels and formats; the result passes channels and formats', () => {
    const brief = applyRecommendation({ ...complete(), channels: { youtube: { video: true } }, objectives: { elements: ['consideration'], customText: '' } });
    expect(brief.channels).toEqual({ google: { display: true }, facebook: { static: true }, youtube: { video: true } });
    expect(brief.formats.youtube!.video).toEqual(['trueView-16x9', 'trueView-9x16']);
    expect(stepErrors('FORMATS', brief)).toEqual({});
  });

  it('pruning keeps only formats of selected channels and their numeric choices', () => {
    const brief = {
      ...complete(),
      channels: { facebook: { static: true, video: false } },
      formats: { facebook: { static: ['carousel'], video: ['dynamicVideo'] } },
      meta: { currentStep: 'FORMATS' as const, formats: { 'facebook.static.carousel': 4, 'facebook.video.dynamicVideo': 1 } },
    };
    expect(pruneFormats(brief)).toMatchObject({ formats: { facebook: { static: ['carousel'] } }, meta: { formats: { 'facebook.static.carousel': 4 } } });
  });
});

describe('languages and summary', () => {
  it('holds the complete ISO 639-1 list and searches it by name or code', () => {
    expect(LANGUAGES).toHaveLength(183);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(183);
    expect(searchLanguages('engl').map((l) => l.code)).toContain('en');
    expect(searchLanguages('de').map((l) => l.code)).toContain('de');
    expect(searchLanguages('')).toHaveLength(183);
  });

  it('lists the first 10 assets then + N more', () => {
    expect(summaryAssets([...Array(13).keys()], 10)).toEqual({ listed: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], more: 3 });
    expect(summaryAssets([1, 2], 10)).toEqual({ listed: [1, 2], more: 0 });
  });
});
