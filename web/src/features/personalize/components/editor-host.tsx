/**
 * Opens the editor (editors/, 001 2 'Modals') that a cell, a tag, a menu entry or the toolbar asks for, and puts what
 * it saved back in the grid: changed variants replace their rows; new or changed signals reload the rows (their tags)
 * and the filter values.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Platform } from '@shared/domain/concepts';
import { personalizeKeys } from '../api/keys';
import { upsertVariants } from '../api/list-variants';
import type { PersonalizeTree, SignalRef, VariantFormatView, VariantView } from '../api/types';
import {
  CreateVariantModal,
  DropdownEditorModal,
  DuplicateVariantModal,
  ImageEditorModal,
  ImportAdSetsModal,
  ImportLineItemsModal,
  MetaPreviewModal,
  PlainTextEditorModal,
  RenameVariantModal,
  RichTextEditorModal,
  ScheduleModal,
  SignalsEditModal,
  SignalsUploadModal,
  TemplatePreviewModal,
  UrlEditorModal,
  UserSegmentModal,
  VideoEditorModal,
  type EditTarget,
  type MetaPreviewKind,
} from '../editors';
import { stillPasses } from '../lib/filters';
import { hasRichMarkup } from '../lib/rich-text-view';
import type { FieldColumn } from '../lib/grid-columns';

/** What a cell, a tag, a menu entry or the toolbar asks to open. */
export type EditorRequest =
  | { kind: 'create' }
  | { kind: 'rename' | 'duplicate'; variant: VariantView }
  | { kind: 'signals'; variants: VariantView[]; type?: SignalRef['type'] }
  | { kind: 'newSegment' | 'newSchedule' | 'upload' | 'importLineItems' | 'importAdSets' }
  | { kind: 'field'; column: FieldColumn; value: string; targets: EditTarget[]; file?: File }
  | { kind: 'preview'; variant: VariantView; format: VariantFormatView };

/** Text columns whose values are written as rich text (bold, italic, underline, line breaks); the others are plain. */
const RICH_TEXT = /(primary ?text|description|body|copy)/i;

function FieldEditor({ request, ...common }: { request: Extract<EditorRequest, { kind: 'field' }>; open: boolean; campaignId: string; treeId: string; onClose: () => void; onSaved: (v: VariantView[]) => void }) {
  const { field } = request.column;
  const props = { ...common, field: { name: field.name, type: field.type, optional: field.optional, possibleValues: field.possibleValues, value: request.value }, targets: request.targets };
  if (field.type === 'image') return <ImageEditorModal {...props} file={request.file} />;
  if (field.type === 'video') return <VideoEditorModal {...props} file={request.file} />;
  if (field.type === 'url') return <UrlEditorModal {...props} />;
  if (field.possibleValues?.length) return <DropdownEditorModal {...props} />;
  if (RICH_TEXT.test(field.name) || hasRichMarkup(request.value)) return <RichTextEditorModal {...props} />;
  return <PlainTextEditorModal {...props} />;
}

export interface EditorHostProps {
  request: EditorRequest | null;
  campaignId: string;
  tree: PersonalizeTree;
  onClose: () => void;
}

export function EditorHost({ request, campaignId, tree, onClose }: EditorHostProps) {
  const client = useQueryClient();
  if (!request) return null;
  const treeId = tree._id;
  const platform = tree.platform as Platform;
  const saved = (variants: VariantView[]) => {
    upsertVariants(client, campaignId, treeId, variants, stillPasses);
    onClose();
  };
  const signalsChanged = () => {
    void client.invalidateQueries({ queryKey: personalizeKeys.variants(campaignId, treeId) });
    void client.invalidateQueries({ queryKey: personalizeKeys.filters(campaignId, treeId) });
    onClose();
  };
  const common = { open: true, campaignId, treeId, onClose };
  switch (request.kind) {
    case 'create':
      return <CreateVariantModal {...common} onSaved={(v) => saved([v])} />;
    case 'rename':
      return <RenameVariantModal {...common} variant={request.variant} onSaved={(v) => saved([v])} />;
    case 'duplicate':
      return <DuplicateVariantModal {...common} variant={request.variant} onSaved={(v) => saved([v])} />;
    case 'signals':
      return <SignalsEditModal {...common} platform={platform} variants={request.variants} onSaved={saved} />;
    case 'newSegment':
      return <UserSegmentModal {...common} platform={platform} onSaved={signalsChanged} />;
    case 'newSchedule':
      return <ScheduleModal {...common} onSaved={signalsChanged} />;
    case 'upload':
      return <SignalsUploadModal {...common} platform={platform} onSaved={signalsChanged} />;
    case 'importLineItems':
      return <ImportLineItemsModal {...common} onSaved={signalsChanged} />;
    case 'importAdSets':
      return <ImportAdSetsModal {...common} onSaved={signalsChanged} />;
    case 'field':
      return <FieldEditor {...common} request={request} onSaved={saved} />;
    case 'preview':
      return tree.platform === 'facebook' ? (
        <MetaPreviewHost {...common} variant={request.variant} format={tree.format} onSaved={(v) => upsertVariants(client, campaignId, treeId, [v], stillPasses)} />
      ) : (
        <TemplatePreviewModal {...common} variant={request.variant} formatId={request.format._id} />
      );
  }
}

/** The Meta preview, following the variant as its cards are added and removed. */
function MetaPreviewHost({ variant, format, onSaved, ...common }: { open: boolean; campaignId: string; treeId: string; onClose: () => void; variant: VariantView; format: string; onSaved: (v: VariantView) => void }) {
  const [current, setCurrent] = useState(variant);
  const saved = (v: VariantView) => {
    setCurrent(v);
    onSaved(v);
  };
  return <MetaPreviewModal {...common} variant={current} {...metaShapes(format)} onSaved={saved} />;
}

/** The Meta preview shapes of the tree's format: a video tree's single video; an image tree's single image or carousel. */
const metaShapes = (format: string): { kind: MetaPreviewKind; shapes: MetaPreviewKind[] } =>
  format === 'singleVideo' || format === 'dynamicVideo' ? { kind: 'singleVideo', shapes: ['singleVideo'] } : { kind: 'singleImage', shapes: ['singleImage', 'carousel'] };
