import { Input, Select, Space } from 'antd';
import type { ASSET_SCORE_FILTERS } from '@shared/contracts/assets';
import { ASSET_CATEGORIES, type AssetCategory } from '@shared/domain/assets';
import { SCORE_BANDS, SCORE_EXPLANATIONS } from '@shared/domain/scoring';

type AssetScoreFilter = (typeof ASSET_SCORE_FILTERS)[number];
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useAssetFormats } from '../api/get-assets';
import { NodeSelect } from './node-select';

export interface FilterValues {
  search: string;
  format: string[];
  type: AssetCategory[];
  nodeIds: string[];
  archived: 'active' | 'archived' | 'all';
  /** Aesthetics band or not scored yet. */
  score?: AssetScoreFilter;
}

export const NO_FILTERS: FilterValues = { search: '', format: [], type: [], nodeIds: [], archived: 'active' };

/** Search (debounced by the page), format, category, node and archived filters of the library. */
export function AssetFilters({ value, onChange }: { value: FilterValues; onChange(v: FilterValues): void }) {
  const formats = useAssetFormats(useCurrentPartnerId());
  const set = <K extends keyof FilterValues>(key: K) => (v: FilterValues[K]) => onChange({ ...value, [key]: v });
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search aria-label="Search assets" placeholder="Search" allowClear value={value.search} onChange={(e) => set('search')(e.target.value)} style={{ width: 240 }} />
      <Select aria-label="Formats" mode="multiple" placeholder="Format" allowClear style={{ minWidth: 140 }} value={value.format} onChange={set('format')} options={(formats.data ?? []).map((f) => ({ value: f, label: f }))} />
      <Select aria-label="Categories" mode="multiple" placeholder="Category" allowClear style={{ minWidth: 160 }} value={value.type} onChange={set('type')} options={ASSET_CATEGORIES.map((c) => ({ value: c, label: c }))} />
      <div style={{ minWidth: 220 }}>
        <NodeSelect label="Business nodes filter" value={value.nodeIds} onChange={set('nodeIds')} />
      </div>
      <Select
        aria-label="Aesthetics score"
        title={SCORE_EXPLANATIONS.aesthetics}
        placeholder="Aesthetics score"
        allowClear
        style={{ width: 190 }}
        value={value.score}
        onChange={set('score')}
        options={[...SCORE_BANDS.map((b) => ({ value: b.band, label: `Aesthetics ${b.label.toLowerCase()}` })), { value: 'unscored', label: 'Not scored yet' }]}
      />
      <Select
        aria-label="Archived"
        style={{ width: 140 }}
        value={value.archived}
        onChange={set('archived')}
        options={[
          { value: 'active', label: 'Active' },
          { value: 'archived', label: 'Archived' },
          { value: 'all', label: 'All' },
        ]}
      />
    </Space>
  );
}
