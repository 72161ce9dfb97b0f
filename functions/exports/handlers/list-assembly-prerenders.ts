/**
 * GET html-prerenderer/assemblies?campaignId= (ours; 001 7 'prerender assembly template'): the assembly bundles the
 * campaign's last assembly prerenders left (html-prerendered/assembly-{templateId}/{name}.zip, one per template, its
 * final-approved creatives' values inside), each with a short-lived download link. A campaign outside the caller's
 * scope answers 404 as the other campaign calls do.
 */
import { assemblyPrerendersQuerySchema, type AssemblyPrerendersDto } from '@shared/contracts/exports';
import { assetStorage } from '@functions/assets/public';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { templateFiles } from '@functions/template-render/public';

const ASSEMBLY_FOLDER = /^assembly-([^/]+)\/([^/]+\.zip)$/i;

export default defineRoute({
  request: { query: assemblyPrerendersQuerySchema },
  async handle({ caller, query }) {
    const { campaign } = await campaignInScope(caller, query.campaignId);
    const prefix = `v2/partners/${campaign.partnerId}/campaigns/${campaign.id}/html-prerendered`;
    const found = (await templateFiles.list(prefix)).flatMap((path) => {
      const m = ASSEMBLY_FOLDER.exec(path);
      return m ? [{ templateId: m[1]!, fileName: m[2]!, key: `${prefix}/${path}` }] : [];
    });
    const body: AssemblyPrerendersDto = {
      assemblies: await Promise.all(
        found.sort((a, b) => a.fileName.localeCompare(b.fileName)).map(async (a) => ({ templateId: a.templateId, fileName: a.fileName, url: await assetStorage.presignGet(a.key, { fileName: a.fileName, contentType: 'application/zip', attachment: true }) })),
      ),
    };
    return { body };
  },
});
