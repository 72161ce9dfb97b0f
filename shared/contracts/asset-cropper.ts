/**
 * Contracts of the assets cropper tab (002 'Assets cropper tab'; 000 7.3 crop, cropper-preview, remove-image-background).
 * Crops are child assets of the image (000 3 'Crop asset'); x, y and zoom must be finite numbers (000 5).
 */
import * as z from 'zod';
import { CROP_ZOOM_MAX, CROP_ZOOM_MIN } from '../constants';
import { CROP_FORMATS } from '../domain/crops';
import { tempKeySchema } from './brief-assets';
import { idSchema } from './common';

const finite = z.number().finite();

/** POST /assets/single-files/crop: cut a crop of an image asset (optionally of its background-free preview). */
export const cropBodySchema = z.object({
  id: idSchema,
  format: z.enum([...CROP_FORMATS, 'custom']),
  x: finite,
  y: finite,
  zoom: finite.min(CROP_ZOOM_MIN).max(CROP_ZOOM_MAX),
  /** Keep ratio off: the crop's size in source pixels. */
  width: finite.positive().optional(),
  height: finite.positive().optional(),
  isRetina: z.boolean().default(false),
  /** Crop the preview without background (its key from remove-image-background) instead of the original. */
  backgroundKey: tempKeySchema.optional(),
  /** A crop this one replaces: it is archived. */
  previousCropId: idSchema.optional(),
}).refine((b) => b.format !== 'custom' || (b.width !== undefined && b.height !== undefined), { message: 'Width and height are required when keep ratio is off', path: ['width'] });
export type CropBody = z.input<typeof cropBodySchema>;

/** A crop asset (000 3): location and thumbLocation are short-lived links. */
export const cropAssetSchema = z.object({
  _id: idSchema,
  name: z.string(),
  location: z.string().nullable(),
  thumbLocation: z.string().nullable(),
  parentId: idSchema,
  archived: z.boolean(),
  crop: z.object({ format: z.string(), auto: z.boolean(), x: z.number(), y: z.number(), width: z.number(), height: z.number(), zoom: z.number() }),
  dimension: z.object({ width: z.number(), height: z.number() }).nullable(),
  createdAt: z.number(),
});
export type CropAsset = z.infer<typeof cropAssetSchema>;

export const cropperPreviewParamsSchema = z.object({ id: idSchema });
export const cropperPreviewQuerySchema = z.object({ partnerId: idSchema.optional(), format: z.enum(CROP_FORMATS).optional() });

const areaSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** GET /assets/single-files/{id}/cropper-preview: the image to crop on, its crops, and the recommended ones. */
export const cropperPreviewSchema = z.object({
  image: z.object({ id: idSchema, name: z.string(), url: z.string(), width: z.number(), height: z.number(), previewWidth: z.number(), previewHeight: z.number() }),
  existingCrops: z.array(cropAssetSchema),
  recommendedCrops: z.array(z.object({ format: z.enum(CROP_FORMATS), width: z.number(), height: z.number(), area: areaSchema, selected: z.boolean() })),
});
export type CropperPreview = z.infer<typeof cropperPreviewSchema>;


/**
 * POST /assets/remove-image-background: `url` names the image asset (the cropper's image id). The model runs as a job
 * (seconds to tens of seconds, more than an API call may take): the answer names the key the preview will have, with
 * success 0 until it is there; GET .../result?key answers success 1 and a download link then (000 7.3: success only
 * when the flag equals 1), or 'Sorry, the background of this image can't be removed.' when the job failed.
 */
export const removeBackgroundBodySchema = z.object({ url: idSchema });
export const removeBackgroundResultSchema = z.object({ success: z.union([z.literal(1), z.literal(0)]), key: z.string(), url: z.string().nullable() });
export type RemoveBackgroundResult = z.infer<typeof removeBackgroundResultSchema>;
export const removeBackgroundResultQuerySchema = z.object({ partnerId: idSchema.optional(), key: tempKeySchema });

/** The background-removal job's message (queue background-removal). */
export const removeBackgroundMessageSchema = z.object({ assetId: idSchema, key: tempKeySchema, userId: z.string().min(1) });
export type RemoveBackgroundMessage = z.infer<typeof removeBackgroundMessageSchema>;
