import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetDto } from '@shared/contracts/assets';
import { assetsKey } from '../api/get-assets';
import { changeAsset } from '../api/update-assets';
import type { AssetEditValues } from '../components/asset-edit-modal';

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Saves the edit modal: fields by PATCH, nodes by PUT business-nodes when they changed. */
export function useSaveAssetEdit(partnerId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ asset, values }: { asset: AssetDto; values: AssetEditValues }) => {
      await changeAsset(partnerId!, { kind: 'edit', id: asset._id, body: { name: values.name, type: values.type, tags: values.tags } });
      const businessNodes = values.businessNodes ?? [];
      const additionalNodes = values.additionalNodes ?? [];
      if (!sameList(businessNodes, asset.businessNodes) || !sameList(additionalNodes, asset.additionalNodes)) {
        await changeAsset(partnerId!, { kind: 'nodes', id: asset._id, body: { businessNodes, additionalNodes } });
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: assetsKey }),
  });
}
