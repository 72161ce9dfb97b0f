import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ASSEMBLY_FILE_FIELD, type AssemblyImportResult } from '@shared/contracts/assemblies';
import { api } from '@web/lib/api-client';
import { assembliesQueryKey } from './list-assemblies';

/** POST assemblies/import?campaignId, the CSV as multipart field `file` (001 7). */
export function importAssemblies({ campaignId, file }: { campaignId: string; file: File }): Promise<AssemblyImportResult> {
  const form = new FormData();
  form.append(ASSEMBLY_FILE_FIELD, file, file.name);
  return api.post<AssemblyImportResult>('assemblies/import', form, { query: { campaignId } });
}

export function useImportAssemblies(campaignId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importAssemblies({ campaignId, file }),
    onSuccess: (result) => client.setQueryData(assembliesQueryKey(campaignId), result.assemblies),
  });
}
