import { Alert, Button, Drawer, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { CheckList } from '@web/components/check-list';
import { useAvailableFilters } from '../api/available-filters';
import { FILTER_GROUPS, FILTER_STATUS_LABELS, NO_FILTERS, type VariantFilters } from '../lib/filters';

const GROUP_TITLES: Record<(typeof FILTER_GROUPS)[number], string> = { statuses: 'Statuses', formats: 'Formats', variants: 'Variants', segments: 'Segments' };

/**
 * The filter drawer (001 2, 001 4): the groups statuses, formats, variants and segments with the values the tree
 * offers (GET available-filters); 'Failed to load available filters' when that call fails. Applied on 'Apply'.
 */
export function FilterDrawer(props: { open: boolean; campaignId: string; treeId: string; value: VariantFilters; onApply: (f: VariantFilters) => void; onClose: () => void }) {
  const available = useAvailableFilters(props.campaignId, props.treeId, props.open);
  const [draft, setDraft] = useState(props.value);
  useEffect(() => {
    if (props.open) setDraft(props.value);
  }, [props.open, props.value]);

  const options = (group: (typeof FILTER_GROUPS)[number]) => {
    const data = available.data;
    if (!data) return [];
    if (group === 'statuses') return data.statuses.map((s) => ({ value: s, label: FILTER_STATUS_LABELS[s] }));
    return data[group];
  };

  return (
    <Drawer
      open={props.open}
      title="Filters"
      placement="right"
      size={360}
      onClose={props.onClose}
      footer={
        <Space>
          <Button onClick={() => setDraft(NO_FILTERS)}>Clear</Button>
          <Button type="primary" onClick={() => props.onApply(draft)} disabled={!available.data}>
            Apply
          </Button>
        </Space>
      }
    >
      {available.isPending && <Spin />}
      {available.isError && <Alert type="error" showIcon title={MESSAGES.failedToLoadAvailableFilters} />}
      {available.data &&
        FILTER_GROUPS.map((group) => (
          <div key={group} style={{ marginBottom: 16 }} role="group" aria-label={GROUP_TITLES[group]}>
            <Typography.Title level={5}>{GROUP_TITLES[group]}</Typography.Title>
            {options(group).length === 0 ? (
              <Typography.Text type="secondary">None</Typography.Text>
            ) : (
              <CheckList vertical style={{ gap: 4 }} options={options(group)} value={draft[group]} onChange={(values) => setDraft({ ...draft, [group]: values })} />
            )}
          </div>
        ))}
    </Drawer>
  );
}
