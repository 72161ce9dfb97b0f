import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CropAsset, CropBody } from '@shared/contracts/asset-cropper';
import { api } from '@web/lib/api-client';
import { cropperPreviewKey } from './get-cropper-preview';

/** POST assets/single-files/crop: a crop stored as the image's child asset. */
export const cropAsset = (partnerId: string, body: CropBody) => api.post<CropAsset>('assets/single-files/crop', body, { query: { partnerId } });

export function useCropAsset(partnerId: string | null, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bodies: CropBody[]) => Promise.all(bodies.map((b) => cropAsset(partnerId!, b))),
    onSuccess: () => client.invalidateQueries({ queryKey: cropperPreviewKey(partnerId, id) }),
  });
}
