/**
 * Whether a campaign uses a template (002 2 'show whether in use in campaigns'): a non-deleted campaign of the partner
 * chose it (its settings' templateIds). Delete refuses with 'Delete failed, entity in use'. Asked through the
 * campaigns domain's small query (campaigns/public.ts), which does not import templates: no cycle.
 */
import { templateInUse } from '@functions/campaigns/public';

export const templateUsage = {
  inUse(partnerId: string, templateId: string): Promise<boolean> {
    return templateInUse(partnerId, templateId);
  },
  async inUseOf(partnerId: string, templateIds: readonly string[]): Promise<Set<string>> {
    const used = await Promise.all(templateIds.map(async (id) => ((await templateUsage.inUse(partnerId, id)) ? id : null)));
    return new Set(used.filter((id): id is string => id !== null));
  },
};
