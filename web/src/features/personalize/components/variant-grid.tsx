import { Checkbox, Spin } from 'antd';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import type { FormatPerformance, SignalRef, VariantFormatView, VariantView } from '../api/types';
import { FORMAT_CELL_WIDTH, LEAD_WIDTH, SIGNALS_WIDTH, formatOf, groupWidth, type FieldColumn, type FormatGroup } from '../lib/grid-columns';
import type { MenuAction } from '../lib/menu';
import { mayArchiveFormats } from '../lib/menu';
import { headerState, selectionState, type Selection } from '../lib/selection';
import { ActivationToggle } from './activation-toggle';
import { FieldCell } from './field-cell';
import { FormatCell } from './format-cell';
import { SignalCell } from './signal-cell';
import { VariantStatusTags } from './status-tags';
import { VariantMenu } from './variant-menu';
import './personalize.css';

/** Fixed: the signal cell's 3 rows of tags (26 px each) and the cell padding. */
export const ROW_HEIGHT = 96;
/** Rows kept beyond the visible ones on each side while scrolling. */
const OVERSCAN = 8;
/** Loading the next page starts this many rows before the end of what is loaded. */
const PREFETCH_ROWS = 30;

export interface GridHandlers {
  onSelection: (next: (s: Selection) => Selection) => void;
  onToggleVariant: (v: VariantView) => void;
  onToggleFormat: (v: VariantView, formatId: string) => void;
  onToggleAll: () => void;
  onActivate: (v: VariantView, on: boolean) => void;
  onMenu: (v: VariantView, action: MenuAction) => void;
  onOpenField: (v: VariantView, format: VariantFormatView, column: FieldColumn, file?: File) => void;
  onEditSignals: (v: VariantView, type: SignalRef['type']) => void;
  onFormatArchive: (v: VariantView, format: VariantFormatView, action: 'archive' | 'restore') => void;
  onPreview: (v: VariantView, format: VariantFormatView) => void;
  onLoadMore: () => void;
  /** The variant's comments button (with its unresolved count), beside its menu. */
  commentsButton?: (v: VariantView) => ReactNode;
}

interface Props extends GridHandlers {
  variants: readonly VariantView[];
  groups: readonly FormatGroup[];
  selection: Selection;
  blockerOf: (v: VariantView) => string | null;
  pending: ReadonlySet<string>;
  performance: ReadonlyMap<string, FormatPerformance>;
  hasMore: boolean;
  loadingMore: boolean;
  height: number | string;
}

const CHECK = { checked: true, unchecked: false, indeterminate: false } as const;

/**
 * The personalize grid (001 2): one row per variant, virtualized (@tanstack/react-virtual) so that only the visible
 * rows and a few more are in the DOM, whatever the number of variants; the next page loads as the end comes near.
 */
export function VariantGrid(props: Props) {
  const { variants, groups, selection } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const count = variants.length + (props.hasMore ? 1 : 0);
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: OVERSCAN });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1]?.index ?? 0;
  const { hasMore, loadingMore, onLoadMore } = props;
  useEffect(() => {
    if (hasMore && !loadingMore && last >= variants.length - PREFETCH_ROWS) onLoadMore();
  }, [last, variants.length, hasMore, loadingMore, onLoadMore]);

  const width = LEAD_WIDTH + SIGNALS_WIDTH + groups.reduce((sum, g) => sum + groupWidth(g), 0);
  const treeTemplateIds = groups.map((g) => g.templateId);
  const head = headerState(variants, selection);

  return (
    <div ref={scroller} className="personalize-grid" style={{ height: props.height }} data-testid="variant-grid" role="grid" aria-rowcount={count + 2}>
      <div className="personalize-grid-head" style={{ width }}>
        <div className="personalize-head-row" role="row">
          <div className="personalize-head-cell personalize-sticky" style={{ width: LEAD_WIDTH }} />
          <div className="personalize-head-cell" style={{ width: SIGNALS_WIDTH }} />
          {groups.map((g) => (
            <div key={g.templateId} className="personalize-head-cell" style={{ width: groupWidth(g) }} role="columnheader" title={g.name}>
              {g.name}
            </div>
          ))}
        </div>
        <div className="personalize-head-row" role="row">
          <div className="personalize-head-cell personalize-sticky" style={{ width: LEAD_WIDTH }} role="columnheader">
            <Checkbox checked={CHECK[head]} indeterminate={head === 'indeterminate'} onChange={props.onToggleAll} aria-label="Select all variants" /> Variant
          </div>
          <div className="personalize-head-cell" style={{ width: SIGNALS_WIDTH }} role="columnheader">
            Signals
          </div>
          {groups.map((g) => [
            <div key={`${g.templateId}:format`} className="personalize-head-cell" style={{ width: FORMAT_CELL_WIDTH }} role="columnheader">
              {g.size}
            </div>,
            ...g.columns.map((c) => (
              <div key={c.key} className="personalize-head-cell" style={{ width: c.width }} role="columnheader" title={c.field.name}>
                {c.field.name}
                {c.field.optional ? '' : ' *'}
              </div>
            )),
          ])}
        </div>
      </div>
      <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
        {items.map((item) => {
          const variant = variants[item.index];
          if (!variant) {
            return (
              <div key="loader" className="personalize-grid-row" style={{ top: 0, transform: `translateY(${item.start}px)`, height: ROW_HEIGHT, width, alignItems: 'center', paddingLeft: 16 }}>
                <Spin size="small" /> Loading more variants
              </div>
            );
          }
          return <VariantRow key={variant._id} {...props} variant={variant} top={item.start} width={width} treeTemplateIds={treeTemplateIds} />;
        })}
      </div>
    </div>
  );
}

function VariantRow(props: Props & { variant: VariantView; top: number; width: number; treeTemplateIds: readonly string[] }) {
  const { variant: v, groups, selection } = props;
  const state = selectionState(v, selection);
  const chosen = selection.get(v._id);
  return (
    <div
      className={`personalize-grid-row${v.archived ? ' is-archived' : ''}`}
      style={{ top: 0, transform: `translateY(${props.top}px)`, height: ROW_HEIGHT, width: props.width }}
      role="row"
      data-testid="variant-row"
      data-variant-id={v._id}
    >
      <div className="personalize-grid-cell personalize-sticky" style={{ width: LEAD_WIDTH }} role="gridcell">
        <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <Checkbox checked={CHECK[state]} indeterminate={state === 'indeterminate'} onChange={() => props.onToggleVariant(v)} aria-label={`Select ${v.name}`} />
          <span className="personalize-variant-name" title={v.name} style={{ flex: 1 }}>
            {v.name}
          </span>
          <ActivationToggle enabled={v.enabled} blocker={props.blockerOf(v)} pending={props.pending.has(v._id)} onChange={(on) => props.onActivate(v, on)} />
          {props.commentsButton?.(v)}
          <VariantMenu variant={v} treeTemplateIds={props.treeTemplateIds} onAction={(a) => props.onMenu(v, a)} />
        </div>
        <VariantStatusTags variant={v} />
      </div>
      <div className="personalize-grid-cell" style={{ width: SIGNALS_WIDTH }} role="gridcell">
        <SignalCell variant={v} onEdit={(type) => props.onEditSignals(v, type)} />
      </div>
      {groups.map((g) => {
        const format = formatOf(v, g.templateId);
        return [
          <div key={`${g.templateId}:format`} className="personalize-grid-cell" style={{ width: FORMAT_CELL_WIDTH }} role="gridcell">
            <FormatCell
              format={format}
              selected={Boolean(format && chosen?.has(format._id))}
              performance={format ? props.performance.get(format._id) : undefined}
              mayArchive={mayArchiveFormats(v) && !v.archived}
              onSelect={() => format && props.onToggleFormat(v, format._id)}
              onArchive={(action) => format && props.onFormatArchive(v, format, action)}
              onPreview={() => format && props.onPreview(v, format)}
            />
          </div>,
          ...g.columns.map((c) => (
            <div key={c.key} className="personalize-grid-cell" style={{ width: c.width }} role="gridcell">
              <FieldCell
                column={c}
                value={format?.dynamicElements[c.field.name]?.value}
                disabled={Boolean(v.archived || format?.archived)}
                onOpen={(file) => format && props.onOpenField(v, format, c, file)}
              />
            </div>
          )),
        ];
      })}
    </div>
  );
}
