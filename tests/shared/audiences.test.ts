import { audienceFromImport, audienceNameFromFile, audienceProblems, audienceRuleCount, TARGETING_OPTIONS } from '@shared/domain/audiences';
import { audienceBodySchema } from '@shared/contracts/audiences';
import { validateSegmentCsv } from '@shared/domain/segments';

describe('audiences (001 3, 001 9)', () => {
  it('keeps the channel targeting option labels of 001 9 per platform', () => {
    expect(TARGETING_OPTIONS.google).toHaveLength(14);
    expect(TARGETING_OPTIONS.google).toContain('Day of Week/Time of Day');
    expect(TARGETING_OPTIONS.facebook).toEqual(['Facebook PageID', 'Ad set name']);
    expect(TARGETING_OPTIONS.youtube).toEqual(['Line Item Name', 'Insertion Order Id', 'AdGroup Name']);
    expect(TARGETING_OPTIONS.gads).toEqual(['Campaign', 'Ad Group']);
  });

  it('turns an imported segment file into one audience: a row per segment, a rule per segment on the platform', () => {
    const segments = validateSegmentCsv(['Segment name', 'CM Placement'], [['Runners', '111,222'], ['Walkers', '333']], 'google');
    const audience = audienceFromImport(audienceNameFromFile('Spring segments.CSV'), 'google', segments);
    expect(audience).toEqual({
      name: 'Spring segments',
      audiences: [
        { audienceId: 'Runners', type: 'CM Placement', data: ['111', '222'], campaignIds: [] },
        { audienceId: 'Walkers', type: 'CM Placement', data: ['333'], campaignIds: [] },
      ],
      fieldsLive: [],
      channels: [{ platform: 'google', rules: [{ name: 'Runners', audienceId: 'Runners', filters: [] }, { name: 'Walkers', audienceId: 'Walkers', filters: [] }] }],
    });
    expect(audienceRuleCount([audience], 'google')).toBe(2);
    expect(audienceRuleCount([audience], 'facebook')).toBe(0);
  });

  it("refuses filters on another channel's options, repeated options, rules or channels, unknown audiences", () => {
    const audiences = [{ audienceId: 'Runners', data: [], campaignIds: [] }];
    expect(audienceProblems({ audiences, channels: [{ platform: 'facebook', rules: [{ name: 'R', audienceId: 'Runners', filters: [{ option: 'Ad set name', values: ['x'] }] }] }] })).toEqual([]);
    expect(
      audienceProblems({
        audiences,
        channels: [
          { platform: 'facebook', rules: [{ name: 'R', filters: [{ option: 'Browser', values: ['x'] }] }, { name: 'r', audienceId: 'Joggers', filters: [] }] },
          { platform: 'facebook', rules: [{ name: 'S', filters: [{ option: 'Ad set name', values: ['x'] }, { option: 'Ad set name', values: ['y'] }] }] },
        ],
      }),
    ).toEqual([
      ['channels.0.rules.0.filters.0.option', 'Not a targeting option of this channel'],
      ['channels.0.rules.1.name', 'Rule names must be unique in a channel'],
      ['channels.0.rules.1.audienceId', 'Unknown audience'],
      ['channels.1.platform', 'Each channel appears once'],
      ['channels.1.rules.0.filters.1.option', 'Each targeting option once per rule'],
    ]);
  });

  it('the contract answers the problems at their paths and needs a value per filter', () => {
    const result = audienceBodySchema.safeParse({ name: 'A', channels: [{ platform: 'gads', rules: [{ name: 'R', filters: [{ option: 'Campaign', values: [] }] }] }] });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['channels.0.rules.0.filters.0.values', 'Add at least one value'],
    ]);
    const wrong = audienceBodySchema.safeParse({ name: 'A', channels: [{ platform: 'gads', rules: [{ name: 'R', filters: [{ option: 'Browser', values: ['x'] }] }] }] });
    expect(wrong.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['channels.0.rules.0.filters.0.option', 'Not a targeting option of this channel']]);
  });
});
