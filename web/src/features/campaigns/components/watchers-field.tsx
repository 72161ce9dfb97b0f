import { Select } from 'antd';
import { useState } from 'react';
import { useDebounced } from '@web/hooks/use-debounced';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useWatchers } from '../api/list-watchers';

const SEARCH_DEBOUNCE_MS = 300;

/** The campaign's watchers: users of its market, searched by name or email as the user types. */
export function WatchersField({ marketId, value, onChange, disabled, id }: { marketId: string | undefined; value?: string[]; onChange?: (ids: string[]) => void; disabled?: boolean; id?: string }) {
  const partnerId = useCurrentPartnerId();
  const [input, setInput] = useState('');
  const watchers = useWatchers(partnerId, marketId, useDebounced(input, SEARCH_DEBOUNCE_MS));
  const options = (watchers.data ?? []).map((w) => ({ value: w._id, label: `${w.name} (${w.email})` }));
  // Chosen watchers not in the current search still show as chosen.
  for (const chosen of value ?? []) if (!options.some((o) => o.value === chosen)) options.push({ value: chosen, label: chosen });
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setInput}
      loading={watchers.isFetching}
      disabled={disabled || !marketId}
      placeholder="Search users of the market"
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}
