/**
 * Whether a campaign uses a template (002 2 'show whether in use in campaigns'; delete refuses with 'Delete failed,
 * entity in use'). Campaigns do not reference templates yet: the campaigns issue fills this with its query (the
 * personalize trees' templates) and nothing else changes. Until then no template is in use.
 */
export const templateUsage = {
  async inUse(_partnerId: string, _templateId: string): Promise<boolean> {
    return false;
  },
  async inUseOf(partnerId: string, templateIds: readonly string[]): Promise<Set<string>> {
    const used = await Promise.all(templateIds.map(async (id) => ((await templateUsage.inUse(partnerId, id)) ? id : null)));
    return new Set(used.filter((id): id is string => id !== null));
  },
};
