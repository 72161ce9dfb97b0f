import { Select } from 'antd';
import { useState } from 'react';
import type { WatcherDto } from '@shared/contracts/campaigns';
import { useDebounced } from '@web/hooks/use-debounced';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useWatchers } from '../api/list-watchers';

const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  marketId: string | undefined;
  /** The watchers already chosen, named (the settings' watchers): they show by name whatever the search answers. */
  known?: readonly Pick<WatcherDto, '_id' | 'name' | 'email'>[];
  value?: string[];
  onChange?: (ids: string[]) => void;
  disabled?: boolean;
  id?: string;
}

const labelOf = (w: Pick<WatcherDto, 'name' | 'email'>) => `${w.name} (${w.email})`;

/** The campaign's watchers: users of its market, searched by name or email as the user types. */
export function WatchersField({ marketId, known = [], value, onChange, disabled, id }: Props) {
  const partnerId = useCurrentPartnerId();
  const [input, setInput] = useState('');
  const watchers = useWatchers(partnerId, marketId, useDebounced(input, SEARCH_DEBOUNCE_MS));
  const options = (watchers.data ?? []).map((w) => ({ value: w._id, label: labelOf(w) }));
  // Chosen watchers not in the current search still show as chosen, by name (an id no user has any more as itself).
  for (const chosen of value ?? []) {
    if (options.some((o) => o.value === chosen)) continue;
    const watcher = known.find((w) => w._id === chosen);
    options.push({ value: chosen, label: watcher ? labelOf(watcher) : chosen });
  }
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
