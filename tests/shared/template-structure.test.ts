import { compareTemplateStructure, isUnchanged, type ConceptTemplate, type TreeTemplate } from '@shared/domain/template-structure';

const display = (templateId: string, version = 1, generation = 1): ConceptTemplate => ({ templateId, version, generation, platforms: ['google'] });
const tree = (templateId: string, version = 1, generation = 1, platform: TreeTemplate['platform'] = 'google'): TreeTemplate => ({ platform, templateId, version, generation });

describe('template structure comparison (002 4)', () => {
  it('asks for nothing when the trees use the current templates', () => {
    const diff = compareTemplateStructure([tree('a'), tree('b', 2)], [display('a'), display('b', 2)], ['google']);
    expect(isUnchanged(diff)).toBe(true);
  });

  it('initialises a platform that has templates and no tree yet, whole', () => {
    const meta: ConceptTemplate = { templateId: 'm', version: 1, generation: 1, platforms: ['facebook'] };
    const diff = compareTemplateStructure([tree('a')], [display('a'), meta], ['google', 'facebook', 'youtube']);
    expect(diff).toEqual({ platformsToInitialise: ['facebook'], toAdd: {}, toDelete: {}, toChange: [] });
  });

  it('adds new templates and deletes gone ones per platform', () => {
    const diff = compareTemplateStructure([tree('a'), tree('old')], [display('a'), display('new')], ['google']);
    expect(diff.toAdd).toEqual({ google: ['new'] });
    expect(diff.toDelete).toEqual({ google: ['old'] });
  });

  it('moves a template to its new version (code edit) or generation (new upload), saying which', () => {
    const diff = compareTemplateStructure([tree('a', 1, 1), tree('b', 3, 1)], [display('a', 2, 1), display('b', 1, 2)], ['google']);
    expect(diff.toChange).toEqual([
      { platform: 'google', templateId: 'a', from: { version: 1, generation: 1 }, to: { version: 2, generation: 1 }, kind: 'version' },
      { platform: 'google', templateId: 'b', from: { version: 3, generation: 1 }, to: { version: 1, generation: 2 }, kind: 'generation' },
    ]);
  });

  it('looks only at the campaign platforms and at templates suited to each', () => {
    const both: ConceptTemplate = { templateId: 'x', version: 1, generation: 1, platforms: ['google', 'facebook'] };
    const diff = compareTemplateStructure([tree('x', 1, 1, 'facebook')], [both], ['facebook']);
    expect(isUnchanged(diff)).toBe(true);
  });
});
