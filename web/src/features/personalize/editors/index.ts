/**
 * The personalize editors (001 2 'Modals'): each a modal that grid-web opens from the grid. Every one takes
 * `open`, `onClose()` and, when it saves, `onSaved(answer)` with what the server answered; most also `campaignId` and
 * `treeId` (the tree in the URL). Each opening starts from the props it is given.
 *
 * - CreateVariantModal { campaignId, treeId } → onSaved(variant)
 * - DuplicateVariantModal { campaignId, treeId, variant } → onSaved(copy); toasts 'Variant was successfully duplicated!'
 * - RenameVariantModal { campaignId, treeId, variant } → onSaved(variant)
 * - UserSegmentModal { campaignId, treeId, platform, segment? } → onSaved(signal) (segment: edit, else create)
 * - ScheduleModal { campaignId, treeId, schedule? } → onSaved(signal)
 * - SignalsEditModal { campaignId, treeId, platform, variants } → onSaved(variants) (assigns the chosen signals to all)
 * - Value editors { campaignId, treeId, field: { name, type, optional?, possibleValues?, value }, targets: [{ variant,
 *   formatIds }] } → onSaved(variants): PlainTextEditorModal, RichTextEditorModal, UrlEditorModal, DropdownEditorModal,
 *   ImageEditorModal and VideoEditorModal (these two also `file?`: a file dropped on the cell). They show the
 *   VariantWarningModal themselves when the edit has consequences (editWarnings(targets) lists them).
 * - VariantWarningModal { targets, onConfirm } (standalone use)
 * - TemplatePreviewModal { campaignId, treeId, variant, formatId? } (full screen, sandboxed user-content frame)
 * - PreviewWithoutTemplateModal { variant, formatId?, mediaUrl? }
 * - MetaPreviewModal { campaignId, treeId, variant, kind: 'singleImage' | 'singleVideo' | 'carousel', videoStatuses? }
 *   → onSaved(variant) after a carousel card is added or removed
 * - SignalsUploadModal { campaignId, treeId, platform } → onSaved(result)
 * - ImportLineItemsModal, ImportAdSetsModal { campaignId, treeId } → onSaved(result)
 */
export { CreateVariantModal, type CreateVariantModalProps } from './components/create-variant-modal';
export { DuplicateVariantModal, type DuplicateVariantModalProps } from './components/duplicate-variant-modal';
export { RenameVariantModal, type RenameVariantModalProps } from './components/rename-variant-modal';
export { UserSegmentModal, type UserSegmentModalProps } from './components/user-segment-modal';
export { ScheduleModal, type ScheduleModalProps } from './components/schedule-modal';
export { SignalsEditModal, type SignalsEditModalProps } from './components/signals-edit-modal';
export { PlainTextEditorModal, RichTextEditorModal, UrlEditorModal, DropdownEditorModal, urlValueProblem } from './components/text-editors';
export { ImageEditorModal, VideoEditorModal, type MediaEditorProps } from './components/media-editors';
export type { EditedField, ValueEditorProps } from './components/value-editor-modal';
export { VariantWarningModal, editWarnings, type EditTarget, type VariantWarningModalProps } from './components/variant-warning-modal';
export { TemplatePreviewModal, type TemplatePreviewModalProps } from './components/template-preview-modal';
export { PreviewWithoutTemplateModal, type PreviewWithoutTemplateModalProps } from './components/preview-without-template-modal';
export { MetaPreviewModal, type MetaPreviewModalProps, type MetaPreviewKind, type MetaVideoStatus } from './components/meta-preview-modal';
export { SignalsUploadModal, type SignalsUploadModalProps } from './components/signals-upload-modal';
export { ImportLineItemsModal, ImportAdSetsModal, type ImportSegmentsModalProps } from './components/import-modals';
