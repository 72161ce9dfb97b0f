import { DownOutlined, FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Dropdown, Empty, Modal, Select, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { TreePerformanceButton } from '@web/features/tree-performance';
import { useCurrentUser } from '@web/lib/current-user';
import { useTrees } from '../api/get-trees';
import { usePerformance } from '../api/get-performance';
import { useTreeTemplates } from '../api/get-templates';
import { useVariantPages } from '../api/list-variants';
import type { PersonalizeTree, VariantFormatView, VariantView } from '../api/types';
import { activationBlocker } from '../lib/activation';
import { NO_FILTERS, filterCount, type VariantFilters } from '../lib/filters';
import { formatGroups } from '../lib/grid-columns';
import type { MenuAction } from '../lib/menu';
import { EMPTY_SELECTION, selectedFormatCount, toggleAll, toggleFormat, toggleVariant, withoutVariants, type Selection } from '../lib/selection';
import { useGridActions } from '../lib/use-grid-actions';
import { useTableEvents } from '../lib/use-table-events';
import type { EditorRequest } from './editor-host';
import { EditorSlot } from './editor-slot';
import { FilterDrawer } from './filter-drawer';
import { VariantGrid } from './variant-grid';
import { usePersonalizeComments } from './variant-comments';

/** The header's counts: '1 variant · 0 active · 0 archived', '2 variants · …'. */
export const variantCountsText = (c: { totalAmount: number; activeAmount: number; archivedAmount: number }) =>
  `${c.totalAmount} ${c.totalAmount === 1 ? 'variant' : 'variants'} · ${c.activeAmount} active · ${c.archivedAmount} archived`;

export const personalizePath = (campaignId: string, treeId?: string) => `/campaigns/${campaignId}/personalize${treeId ? `/${treeId}` : ''}`;

const PLATFORM_LABELS: Record<string, string> = { google: 'Ad server', facebook: 'Meta' };
export const treeLabel = (t: Pick<PersonalizeTree, 'platform' | 'format'>) => `${PLATFORM_LABELS[t.platform] ?? t.platform} · ${t.format}`;

/**
 * /campaigns/{campaignId}/personalize/{treeId} (001 2): without a tree, straight (replace) to the first one; then the
 * tree switcher, the counts, the filters and bulk actions over the virtualized grid.
 */
export function PersonalizeView({ campaignId, treeId }: { campaignId: string; treeId: string | undefined }) {
  const trees = useTrees(campaignId);
  // the query string goes along (a link that opens the comments panel names no tree)
  const { search } = useLocation();
  if (trees.isPending) return <Spin />;
  if (trees.isError) return <Alert type="error" showIcon title={MESSAGES.cannotGetPersonalizeTrees} />;
  const list = trees.data.trees;
  if (list.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={trees.data.job?.status === 'progress' ? trees.data.job.message : 'This campaign has no personalize trees: its templates have no personalised platform.'}
      />
    );
  }
  const tree = list.find((t) => t._id === treeId);
  if (!tree) return <Navigate to={`${personalizePath(campaignId, list[0]!._id)}${search}`} replace />;
  // a new ?variant= (the tree performance view's link) starts the grid again with that filter
  return <TreeGrid key={`${tree._id}${new URLSearchParams(search).get('variant') ?? ''}`} campaignId={campaignId} tree={tree} trees={list} />;
}

function TreeGrid({ campaignId, tree, trees }: { campaignId: string; tree: PersonalizeTree; trees: PersonalizeTree[] }) {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  // ?variant= (the tree performance view's link) opens the grid filtered to that variant
  const variantParam = new URLSearchParams(useLocation().search).get('variant');
  const [filters, setFilters] = useState<VariantFilters>(variantParam ? { ...NO_FILTERS, variants: [variantParam] } : NO_FILTERS);
  const [drawer, setDrawer] = useState(false);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [confirm, setConfirm] = useState<{ title: string; text: string; ok: string; run: () => void } | null>(null);
  const [editor, setEditor] = useState<EditorRequest | null>(null);
  const pages = useVariantPages(campaignId, tree._id, filters);
  const templates = useTreeTemplates(campaignId, tree._id);
  const performance = usePerformance(campaignId, tree._id);
  const actions = useGridActions(campaignId, tree._id);
  const left = useCallback((ids: string[]) => setSelection((s) => withoutVariants(s, ids)), []);
  useTableEvents(campaignId, tree._id, user?.id ?? '', left);

  const variants = useMemo(() => pages.data?.pages.flatMap((p) => p.variants) ?? [], [pages.data]);
  const counts = pages.data?.pages[0]?.counts;
  const total = pages.data?.pages[0]?.total ?? 0;
  const groups = useMemo(() => formatGroups(tree, templates.data?.templates, variants), [tree, templates.data, variants]);
  const perfByFormat = useMemo(() => new Map((performance.data?.formats ?? []).map((p) => [p.formatId, p])), [performance.data]);
  const fallback = variants.find((v) => v.isFallback) ?? null;
  const blockerOf = useCallback((v: VariantView) => activationBlocker(v, tree, fallback), [tree, fallback]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const selectedFormats = selectedFormatCount(selection);
  const comments = usePersonalizeComments(campaignId, tree, treeLabel(tree), variants, groups);
  const screenshotsInProgress = variants.some((v) => Object.values(v.formats).some((f) => f.screenshotRenderStatus === 'progress'));

  const activate = (v: VariantView, on: boolean) => {
    if (!on && v.isFallback && variants.some((o) => o._id !== v._id && o.enabled)) {
      setConfirm({ title: MESSAGES.turnOffFallbackTitle, text: MESSAGES.turnOffFallbackText, ok: MESSAGES.turnOffFallbackButton, run: () => void actions.variantAction(v, 'deactivate') });
      return;
    }
    void actions.variantAction(v, on ? 'activate' : 'deactivate');
  };
  const menu = async (v: VariantView, action: MenuAction) => {
    if (action === 'rename' || action === 'duplicate') return setEditor({ kind: action, variant: v });
    if (action === 'fallback') {
      const segments = await actions.fallbackSegments();
      if (segments === null) return;
      if (segments > 0 && v.enabled) {
        setConfirm({ title: MESSAGES.setAsFallbackTitle, text: MESSAGES.setAsFallbackText, ok: 'Set as Fallback', run: () => void actions.variantAction(v, 'fallback') });
        return;
      }
    }
    if (action === 'archive') setSelection((s) => (filters.statuses.includes('archived') ? s : withoutVariants(s, [v._id])));
    void actions.variantAction(v, action);
  };

  return (
    <div>
      <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Select
            aria-label="Tree"
            value={tree._id}
            style={{ minWidth: 220 }}
            options={trees.map((t) => ({ value: t._id, label: treeLabel(t) }))}
            onChange={(id: string) => navigate(personalizePath(campaignId, id))}
          />
          {counts && (
            <Typography.Text type="secondary" data-testid="variant-counts">
              {variantCountsText(counts)}
            </Typography.Text>
          )}
        </Space>
        <Space wrap>
          {selectedFormats > 0 && <Tag color="blue">{selectedFormats} creative(s) selected</Tag>}
          <Button disabled={selectedFormats === 0} onClick={() => void actions.bulk('activate', selection, filters.statuses.includes('archived'))}>
            Turn on
          </Button>
          <Button disabled={selectedFormats === 0} onClick={() => void actions.bulk('deactivate', selection, false)}>
            Turn off
          </Button>
          <Button loading={screenshotsInProgress} disabled={selectedFormats === 0} onClick={() => void actions.screenshots([...selection.values()].flatMap((s) => [...s]))}>
            Screenshots
          </Button>
          <Button disabled={selection.size === 0} onClick={() => setEditor({ kind: 'signals', variants: variants.filter((v) => selection.has(v._id)) })}>
            Set signals
          </Button>
          <Dropdown trigger={['click']} menu={{ items: signalItems(tree.platform), onClick: ({ key }) => setEditor({ kind: key as SignalAction }) }}>
            <Button>
              Signals <DownOutlined />
            </Button>
          </Dropdown>
          <Badge count={filterCount(filters)} size="small">
            <Button icon={<FilterOutlined />} onClick={() => setDrawer(true)}>
              Filters
            </Button>
          </Badge>
          {comments.toolbarButton}
          <TreePerformanceButton campaignId={campaignId} treeId={tree._id} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ kind: 'create' })}>
            Create variant
          </Button>
        </Space>
      </Space>
      {pages.isError && <Alert type="error" showIcon title={pages.error.message || MESSAGES.personalizeSomethingWentWrong} />}
      {pages.isPending ? (
        <Spin />
      ) : (
        <VariantGrid
          variants={variants}
          groups={groups}
          selection={selection}
          blockerOf={blockerOf}
          pending={actions.pending}
          performance={perfByFormat}
          hasMore={Boolean(hasNextPage)}
          loadingMore={isFetchingNextPage}
          height="calc(100vh - 300px)"
          onSelection={setSelection}
          onToggleVariant={(v) => setSelection((s) => toggleVariant(s, v))}
          onToggleFormat={(v, id) => setSelection((s) => toggleFormat(s, v._id, id))}
          onToggleAll={() => setSelection((s) => toggleAll(s, variants))}
          onActivate={activate}
          onMenu={(v, a) => void menu(v, a)}
          onOpenField={(variant, format, column, file) => setEditor({ kind: 'field', column, file, value: format.dynamicElements[column.field.name]?.value ?? '', targets: editTargets(variants, selection, variant, format, column.field.name) })}
          onEditSignals={(variant, type) => setEditor({ kind: 'signals', variants: [variant], type })}
          onPreview={(variant, format) => setEditor({ kind: 'preview', variant, format })}
          onFormatArchive={(v, f, action) => void actions.formatAction(v, f._id, action)}
          onLoadMore={loadMore}
          commentsButton={comments.variantButton}
        />
      )}
      {!pages.isPending && total === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filterCount(filters) ? 'No variants match the filters' : 'No variants yet'} />}
      <FilterDrawer
        open={drawer}
        campaignId={campaignId}
        treeId={tree._id}
        value={filters}
        onClose={() => setDrawer(false)}
        onApply={(f) => {
          setFilters(f);
          setDrawer(false);
          // hidden archived variants leave the selection (001 4)
          if (!f.statuses.includes('archived')) setSelection((s) => withoutVariants(s, variants.filter((v) => v.archived).map((v) => v._id)));
        }}
      />
      {editor && <EditorSlot request={editor} campaignId={campaignId} tree={tree} onClose={() => setEditor(null)} />}
      {comments.panel}
      <Modal
        open={confirm !== null}
        title={confirm?.title}
        okText={confirm?.ok}
        okButtonProps={{ danger: true }}
        onOk={() => {
          confirm?.run();
          setConfirm(null);
        }}
        onCancel={() => setConfirm(null)}
      >
        {confirm?.text}
      </Modal>
    </div>
  );
}

type SignalAction = 'newSegment' | 'newSchedule' | 'upload' | 'importLineItems' | 'importAdSets';
/** The toolbar's signal actions: new user segment or schedule, the CSV upload, and the platform's import. */
const signalItems = (platform: string): { key: SignalAction; label: string }[] => [
  { key: 'newSegment', label: 'New user segment' },
  { key: 'newSchedule', label: 'New schedule' },
  { key: 'upload', label: 'Upload user segments (CSV)' },
  platform === 'facebook' ? { key: 'importAdSets', label: 'Import Meta ad sets' } : { key: 'importLineItems', label: 'Import DV360 line items' },
];

/**
 * The formats an edit of one cell applies to: that format alone, or, when it is selected, every selected format of the
 * loaded variants that has the field (a multi-format edit; the editor warns from 2, 001 9).
 */
export function editTargets(variants: readonly VariantView[], selection: Selection, variant: VariantView, format: VariantFormatView, field: string) {
  if (!selection.get(variant._id)?.has(format._id)) return [{ variant, formatIds: [format._id] }];
  return variants.flatMap((v) => {
    const formatIds = [...(selection.get(v._id) ?? [])].filter((id) => v.formats[id]?.dynamicElements[field] !== undefined);
    return formatIds.length ? [{ variant: v, formatIds }] : [];
  });
}
