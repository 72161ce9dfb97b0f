import { isMetricId, METRICS } from '@shared/reporting/catalogue';
import { formatMetric, metricDefinition } from '@shared/reporting/metrics';
import { metricOptions } from '@shared/reporting/metric-options';

const LEADS = { id: '0123456789abcdef01234567', name: 'Leads' };
const SALES = { id: '89abcdef0123456789abcdef', name: 'Sales' };

describe('metricOptions (the analyzer metric list)', () => {
  it('is the unified metrics when the partner has no conversion', () => {
    expect(metricOptions([])).toEqual(METRICS.map(({ id, label }) => ({ id, label })));
  });

  it("adds each conversion's five endings after the unified metrics, labelled with its name (002 9)", () => {
    const custom = metricOptions([LEADS, SALES]).slice(METRICS.length);
    expect(custom).toEqual([
      { id: `CC_${LEADS.id}_CLICK_THROUGH_CONVERSIONS`, label: 'Leads Click-through Conversions', conversionId: LEADS.id },
      { id: `CC_${LEADS.id}_VIEW_THROUGH_CONVERSIONS`, label: 'Leads View-through Conversions', conversionId: LEADS.id },
      { id: `CC_${LEADS.id}_TOTAL_CONVERSIONS`, label: 'Leads Total Conversions', conversionId: LEADS.id },
      { id: `CC_${LEADS.id}_CVR`, label: 'Leads CVR', conversionId: LEADS.id },
      { id: `CC_${LEADS.id}_RATE`, label: 'Leads rate', conversionId: LEADS.id },
      ...['CLICK_THROUGH_CONVERSIONS', 'VIEW_THROUGH_CONVERSIONS', 'TOTAL_CONVERSIONS', 'CVR', 'RATE'].map((suffix) => expect.objectContaining({ id: `CC_${SALES.id}_${suffix}`, conversionId: SALES.id })),
    ]);
  });

  it('gives ids the report accepts, formatted as counts and capped percentages', () => {
    const custom = metricOptions([LEADS]).slice(METRICS.length);
    expect(custom.every((m) => isMetricId(m.id))).toBe(true);
    expect(formatMetric(custom[2]!.id, 1234)).toBe('1,234');
    expect(formatMetric(custom[3]!.id, 0.01234)).toBe('1.23%');
    expect(formatMetric(custom[4]!.id, 1.5)).toBe('100.00%');
    expect(metricDefinition(custom[4]!.id, LEADS.name)?.label).toBe('Leads rate');
  });
});
