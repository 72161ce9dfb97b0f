import { allowsDecisionTree, defaultAdServerDelivery, defaultMetaDelivery, defaultPlatform, flightDatesProblem, personalisationType } from '@shared/domain/campaigns';

describe('campaign rules (001 1, 5)', () => {
  it('is an assembly with a social or video-platform video, else a decision tree', () => {
    expect(personalisationType([{ platform: 'facebook', channel: 'video' }])).toBe('ASSEMBLY');
    expect(personalisationType([{ platform: 'youtube', channel: 'video' }])).toBe('ASSEMBLY');
    expect(personalisationType([{ platform: 'google', channel: 'video' }, { platform: 'facebook', channel: 'static' }])).toBe('DECISION_TREE');
  });

  it('defaults Meta to direct delivery with static formats or none, the ad server to non-trafficked', () => {
    expect(defaultMetaDelivery([])).toBe('FACEBOOK_DIRECT');
    expect(defaultMetaDelivery([{ channel: 'video' }, { channel: 'static' }])).toBe('FACEBOOK_DIRECT');
    expect(defaultMetaDelivery([{ channel: 'video' }])).toBe('FACEBOOK_DCM_TRACKING');
    expect(defaultAdServerDelivery()).toBe('NON_TRAFFICKED');
  });

  it('picks Meta when there are no templates, and keeps decision trees to the non-trafficked ad server', () => {
    expect(defaultPlatform(0, 'google')).toBe('facebook');
    expect(defaultPlatform(3, 'google')).toBe('google');
    expect(allowsDecisionTree('google', 'NON_TRAFFICKED')).toBe(true);
    expect(allowsDecisionTree('google', 'TRAFFICKED')).toBe(false);
    expect(allowsDecisionTree('facebook', 'FACEBOOK_DIRECT')).toBe(false);
  });

  it("refuses flight dates before today with the spec's message", () => {
    expect(flightDatesProblem({ start: '2026-11-25', end: '2026-12-31' }, '2026-11-25')).toBeNull();
    expect(flightDatesProblem({ start: '2026-11-24', end: '2026-12-31' }, '2026-11-25')).toBe('Flight dates are set less than the current date');
    expect(flightDatesProblem({ start: '2026-12-01', end: '2026-11-30' }, '2026-11-25')).toBe('The flight cannot end before it starts');
  });
});
