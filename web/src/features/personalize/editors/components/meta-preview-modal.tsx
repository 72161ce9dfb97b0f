/**
 * Meta previews (001 2 'Modals', 001 7 'Meta previews'): single image, single video and carousel, with Square,
 * Vertical and Horizontal toggles. A toggle is off, with the Meta tooltip of 001 8, while its image or video is
 * missing, while Meta processes the video, or when its upload failed (red icon). The preview is Meta's (POST
 * facebook/preview or facebook/preview/carousel; 505 x 400 by default, at most 600 px a side, 001 9); when it fails
 * the loading state clears and no preview appears. Carousels have 2 to 10 cards, 3 by default (cards/new, cards/latest).
 * An image tree's variants are shown as a single image or as a carousel (their cards are card{N} dynamic elements of
 * every Meta variant, carousel-cards.ts): `shapes` lists what the user may switch between.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Segmented, Space, Spin, Tooltip, Typography, message } from 'antd';
import { useState, type ReactNode } from 'react';
import type { VariantView } from '@shared/contracts/personalize';
import { META_PREVIEW_SIZE } from '@shared/constants';
import { canAddCard, canRemoveCard, CAROUSEL_DEFAULT_CARDS } from '@shared/domain/variant-rules';
import { fillMessage, MESSAGES } from '@shared/messages';
import { UserContentFrame } from '@web/components/user-content-frame';
import { addCarouselCard, deleteCarouselCard, getMetaPreview, getPublishingMarketData, nearestPublishing } from '../api';

export const META_ORIENTATIONS = ['square', 'vertical', 'horizontal'] as const;
export type MetaOrientation = (typeof META_ORIENTATIONS)[number];
export type MetaPreviewKind = 'singleImage' | 'singleVideo' | 'carousel';
/** 001 4 'Meta video upload statuses'. */
export type MetaVideoStatus = 'Uploading' | 'Upload pending' | 'Processing' | 'Upload failed' | 'URL failed';

export interface MetaPreviewModalProps {
  open: boolean;
  campaignId: string;
  treeId: string;
  variant: VariantView;
  /** The shape shown first. */
  kind: MetaPreviewKind;
  /** The shapes the user may switch between (just `kind` when absent). */
  shapes?: readonly MetaPreviewKind[];
  /** Where each orientation's video stands with Meta (single video), when it is not done. */
  videoStatuses?: Partial<Record<MetaOrientation, MetaVideoStatus>>;
  onClose: () => void;
  /** A card was added or removed: the variant as the server answers it. */
  onSaved?: (variant: VariantView) => void;
}

const LABEL: Record<MetaOrientation, string> = { square: 'Square', vertical: 'Vertical', horizontal: 'Horizontal' };
const SHAPE_LABEL: Record<MetaPreviewKind, string> = { singleImage: 'Single image', singleVideo: 'Single video', carousel: 'Carousel' };
const PROCESSING: readonly MetaVideoStatus[] = ['Uploading', 'Upload pending', 'Processing'];
const FAILED: readonly MetaVideoStatus[] = ['Upload failed', 'URL failed'];

type Format = VariantView['formats'][string];
const formatOf = (variant: VariantView, o: MetaOrientation): Format | undefined => Object.values(variant.formats).find((f) => f.format === o && !f.archived);
const valuesOf = (f: Format | undefined) => Object.fromEntries(Object.entries(f?.dynamicElements ?? {}).map(([k, e]) => [k, e.value]));
/**
 * The orientation's media: its Meta field (squareImage, verticalVideo, ...) or else the format's first element of that
 * type. A single video format without a video field is a video template itself (an uploaded mp4 at a Meta size,
 * shared/domain/personalize.ts treeSlotOf): its video is the template's.
 */
function mediaOf(variant: VariantView, o: MetaOrientation, media: 'image' | 'video'): string {
  const format = formatOf(variant, o);
  const elements = format?.dynamicElements ?? {};
  const own = elements[`${o}${media === 'image' ? 'Image' : 'Video'}`]?.value ?? Object.values(elements).find((e) => e.type === media)?.value;
  if (own !== undefined) return own;
  return media === 'video' && format && !Object.values(elements).some((e) => e.type === 'image') ? format.templateId : '';
}

/** Why a toggle is off (001 8 Meta preview tooltips), or null when it can be shown. */
export function orientationBlock(variant: VariantView, kind: MetaPreviewKind, o: MetaOrientation, status?: MetaVideoStatus): { text: string; failed?: boolean } | null {
  const format = LABEL[o];
  if (kind === 'singleVideo') {
    if (status && FAILED.includes(status)) return { text: fillMessage(MESSAGES.metaVideoFailed, { format }), failed: true };
    if (status && PROCESSING.includes(status)) return { text: fillMessage(MESSAGES.metaWaitVideoProcessing, { format }) };
    return mediaOf(variant, o, 'video') ? null : { text: fillMessage(MESSAGES.metaUploadVideoToEnable, { format }) };
  }
  // a template-based format's picture is its screenshot (formats/screenshots)
  return mediaOf(variant, o, 'image') || formatOf(variant, o)?.screenshotKey || (kind === 'carousel' && formatOf(variant, o)) ? null : { text: fillMessage(MESSAGES.metaUploadImageToEnable, { format }) };
}

/** The frame at Meta's size, scaled down to at most 600 px a side. */
export function previewFrameSize(width: number = META_PREVIEW_SIZE.width, height: number = META_PREVIEW_SIZE.height) {
  const scale = Math.min(1, META_PREVIEW_SIZE.max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export function MetaPreviewModal({ kind: first, shapes = [first], ...props }: MetaPreviewModalProps) {
  const [kind, setKind] = useState(first);
  const shapePicker = shapes.length > 1 && <Segmented aria-label="Shape" value={kind} onChange={(v) => setKind(v as MetaPreviewKind)} options={shapes.map((s) => ({ value: s, label: SHAPE_LABEL[s] }))} />;
  return <MetaPreview key={kind} {...props} kind={kind} shapePicker={shapePicker} />;
}

function MetaPreview({ open, campaignId, treeId, variant, kind, videoStatuses = {}, onClose, onSaved, shapePicker }: MetaPreviewModalProps & { shapePicker: ReactNode }) {
  const blocks = Object.fromEntries(META_ORIENTATIONS.map((o) => [o, orientationBlock(variant, kind, o, videoStatuses[o])])) as Record<MetaOrientation, ReturnType<typeof orientationBlock>>;
  const [orientation, setOrientation] = useState<MetaOrientation | undefined>(META_ORIENTATIONS.find((o) => !blocks[o]));
  const [changingCards, setChangingCards] = useState(false);
  const cards = variant.cardsCount ?? CAROUSEL_DEFAULT_CARDS;
  const shown = orientation && !blocks[orientation] ? orientation : undefined;

  const publishing = useQuery({ queryKey: ['personalize', campaignId, 'publishing'], queryFn: () => getPublishingMarketData(campaignId).then((d) => nearestPublishing(d.markets)), enabled: open });
  const preview = useQuery({
    queryKey: ['personalize', 'meta-preview', kind, variant._id, variant.revision, shown, cards],
    enabled: open && Boolean(shown) && publishing.isSuccess,
    queryFn: () =>
      getMetaPreview(
        {
          values: valuesOf(formatOf(variant, shown!)),
          advertiserId: publishing.data?.facebookAdAccountId ?? undefined,
          pageId: publishing.data?.facebookPageId ?? undefined,
          format: shown!,
          height: META_PREVIEW_SIZE.height,
          width: META_PREVIEW_SIZE.width,
          visibleType: kind === 'singleVideo' ? 'video' : kind === 'carousel' ? 'carousel' : 'image',
          // the format's screenshot: the picture of a template-based single image without an image value
          thumbnail: kind === 'singleImage' ? formatOf(variant, shown!)?.screenshotKey : undefined,
          isDynamicVariation: false,
        },
        kind === 'carousel',
      ),
  });
  const answer = typeof preview.data === 'string' ? (preview.data ? { src: preview.data, width: undefined, height: undefined } : undefined) : preview.data;
  const allVideosEmpty = kind === 'singleVideo' && META_ORIENTATIONS.every((o) => !mediaOf(variant, o, 'video'));
  const oneUploading = META_ORIENTATIONS.some((o) => videoStatuses[o] && PROCESSING.includes(videoStatuses[o]));

  const changeCards = async (add: boolean) => {
    setChangingCards(true);
    try {
      const answer = await (add ? addCarouselCard : deleteCarouselCard)(campaignId, treeId, variant._id);
      onSaved?.(answer.variant);
    } catch {
      void message.error(add ? MESSAGES.failedToAddCard : MESSAGES.failedToDeleteCard);
    } finally {
      setChangingCards(false);
    }
  };

  const size = previewFrameSize(answer?.width, answer?.height);
  return (
    <Modal open={open} title={`Meta preview: ${variant.name}`} footer={null} onCancel={onClose} destroyOnHidden width={Math.max(size.width + 64, 560)}>
      <Space orientation="vertical" size="middle" style={{ width: '100%', alignItems: 'center' }}>
        {shapePicker}
        <Segmented
          value={shown}
          onChange={(v) => setOrientation(v as MetaOrientation)}
          options={META_ORIENTATIONS.map((o) => ({
            value: o,
            disabled: Boolean(blocks[o]),
            label: blocks[o] ? (
              <Tooltip title={blocks[o]!.text}>
                <span style={blocks[o]!.failed ? { color: '#ff4d4f' } : undefined}>
                  {LABEL[o]}
                  {blocks[o]!.failed ? ' ⚠' : ''}
                </span>
              </Tooltip>
            ) : (
              LABEL[o]
            ),
          }))}
        />
        {kind === 'carousel' && (
          <Space>
            <Typography.Text>{cards} cards</Typography.Text>
            <Button onClick={() => void changeCards(true)} disabled={changingCards || !canAddCard(cards)}>
              Add card
            </Button>
            <Button onClick={() => void changeCards(false)} disabled={changingCards || !canRemoveCard(cards)}>
              Remove card
            </Button>
          </Space>
        )}
        {allVideosEmpty && oneUploading ? (
          <Typography.Text>{MESSAGES.metaPreviewSoon}</Typography.Text>
        ) : preview.isFetching || (shown && publishing.isLoading) ? (
          <Spin aria-label="Loading preview" />
        ) : answer ? (
          <UserContentFrame src={answer.src} title={`Meta preview of ${variant.name}`} width={size.width} height={size.height} />
        ) : (
          (preview.isError || !shown) && <Typography.Text type="secondary">{MESSAGES.metaPreviewNotAvailable}</Typography.Text>
        )}
      </Space>
    </Modal>
  );
}
