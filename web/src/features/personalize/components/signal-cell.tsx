import { Tag, Tooltip } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { SIGNAL_CELL_TAG_ROWS } from '@shared/constants';
import type { SignalRef, VariantView } from '../api/types';

/** Tags that fit in 3 rows of the cell, by a fixed per-tag estimate until measured (jsdom and the first paint). */
const ESTIMATED_TAGS_PER_ROW = 2;

/**
 * The signals of a variant (001 2): user segments and schedules as tags in at most 3 rows, the rest as '+N' whose
 * tooltip names them. The rows are measured after layout; before that (and where nothing is laid out) two per row.
 */
export function SignalCell({ variant, onEdit }: { variant: Pick<VariantView, 'signals'>; onEdit?: (type: SignalRef['type']) => void }) {
  const all = [...variant.signals.userSegment, ...variant.signals.schedule];
  const box = useRef<HTMLDivElement>(null);
  const fit = SIGNAL_CELL_TAG_ROWS * ESTIMATED_TAGS_PER_ROW;
  const ids = all.map((s) => s._id).join(',');
  // when they do not all fit, the last place goes to '+N'; a measure holds only for the signals it measured (signals
  // assigned after the first paint are estimated and measured again)
  const [measured, setMeasured] = useState<{ ids: string; shown: number } | null>(null);
  const shown = measured?.ids === ids ? measured.shown : all.length <= fit ? all.length : fit - 1;

  useLayoutEffect(() => {
    const tags = [...(box.current?.querySelectorAll<HTMLElement>('[data-signal-tag]') ?? [])];
    const tops = [...new Set(tags.map((t) => t.offsetTop))].sort((a, b) => a - b);
    // nothing laid out (offsetTop 0 everywhere): keep the estimate
    if (tops.length <= 1 && tags.length > ESTIMATED_TAGS_PER_ROW) return;
    if (tops.length > SIGNAL_CELL_TAG_ROWS) {
      const limit = tops[SIGNAL_CELL_TAG_ROWS]!;
      // leave room for the '+N' tag on the last row
      setMeasured({ ids, shown: Math.max(1, tags.filter((t) => t.offsetTop < limit).length - 1) });
    }
  }, [ids]);

  if (all.length === 0) {
    return (
      <button type="button" className="personalize-link" onClick={() => onEdit?.('userSegment')}>
        Add user segment
      </button>
    );
  }
  const rest = all.slice(shown);
  return (
    <div ref={box} data-testid="signal-cell" style={{ maxHeight: SIGNAL_CELL_TAG_ROWS * 26, overflow: 'hidden' }}>
      {all.slice(0, shown).map((s) => (
        <Tag key={s._id} data-signal-tag color={s.type === 'schedule' ? 'gold' : 'geekblue'} style={{ cursor: 'pointer', marginBottom: 4 }} onClick={() => onEdit?.(s.type)}>
          {s.name}
        </Tag>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.map((s) => s.name).join(', ')}>
          <Tag data-signal-tag>+{rest.length}</Tag>
        </Tooltip>
      )}
    </div>
  );
}
