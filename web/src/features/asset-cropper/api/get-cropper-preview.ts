import { useQuery } from '@tanstack/react-query';
import type { CropperPreview } from '@shared/contracts/asset-cropper';
import { api } from '@web/lib/api-client';

export const cropperPreviewKey = (partnerId: string | null, id: string) => ['asset-cropper', partnerId, id] as const;

/** GET assets/single-files/{id}/cropper-preview: the image to crop on, its crops and the recommended sizes. */
export const getCropperPreview = (partnerId: string, id: string) => api.get<CropperPreview>(`assets/single-files/${id}/cropper-preview`, { query: { partnerId } });

export function useCropperPreview(partnerId: string | null, id: string, enabled: boolean) {
  return useQuery({ queryKey: cropperPreviewKey(partnerId, id), queryFn: () => getCropperPreview(partnerId!, id), enabled: enabled && Boolean(partnerId) });
}
