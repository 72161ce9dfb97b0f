/**
 * The asset library list's per-container cache (assets-repository.ts): every list answers the latest writes, and a
 * container a few versions behind reads only the assets that changed, not the whole library again.
 */
import { assetsRepository, type NewAsset } from '@functions/assets/assets-repository';
import { dynamo } from '@functions/lib/clients';
import { newId } from '@functions/lib/ids';

const partnerId = newId(); // a library of its own
const asset = (name: string, extra: Partial<NewAsset> = {}): NewAsset => ({
  partnerId, name, category: 'brands', mimeType: 'image/png', format: 'png', size: 1, key: `k/${name}`, createdBy: 'tester', ...extra,
});
const names = async () => (await assetsRepository.listByPartner(partnerId)).map((a) => a.name);

/** The DynamoDB commands a call sends, by name. */
async function commandsOf(run: () => Promise<unknown>): Promise<string[]> {
  const send = vi.spyOn(dynamo(), 'send');
  try {
    await run();
    return send.mock.calls.map(([command]) => command.constructor.name);
  } finally {
    send.mockRestore();
  }
}

describe('the library list of a container', () => {
  it('answers every write at once, newest first', async () => {
    const a = await assetsRepository.create(asset('a'));
    const b = await assetsRepository.create(asset('b', { status: 'uploading' }));
    expect(await names()).toEqual(['b', 'a']);
    await assetsRepository.update(partnerId, a.id, { name: 'a renamed' }, 'tester');
    const c = await assetsRepository.create(asset('c'));
    await assetsRepository.removeUpload(b.id);
    expect(await names()).toEqual(['c', 'a renamed']);
    await assetsRepository.markFailed(c.id, 'broken');
    expect((await assetsRepository.listByPartner(partnerId)).find((x) => x.id === c.id)).toMatchObject({ status: 'failed', error: 'broken' });
  });

  it('after a change reads the changed asset only, not the whole library', async () => {
    const many = await Promise.all(Array.from({ length: 30 }, (_, i) => assetsRepository.create(asset(`bulk ${i}`))));
    await assetsRepository.listByPartner(partnerId);
    await assetsRepository.update(partnerId, many[3]!.id, { archived: true }, 'tester');
    const sent = await commandsOf(async () => {
      const listed = await assetsRepository.listByPartner(partnerId);
      expect(listed.find((x) => x.id === many[3]!.id)?.archived).toBe(true);
    });
    expect(sent).not.toContain('QueryCommand');
    expect(sent).toContain('BatchGetCommand');
  });

  it('reads the whole library again when it is too far behind, and still answers every write', async () => {
    await assetsRepository.listByPartner(partnerId);
    const created = [];
    for (let i = 0; i < 55; i++) created.push(await assetsRepository.create(asset(`late ${i}`)));
    const sent = await commandsOf(async () => expect((await names()).slice(0, 2)).toEqual(['late 54', 'late 53']));
    expect(sent).toContain('QueryCommand');
    expect((await names()).filter((n) => n.startsWith('late'))).toHaveLength(55);
  });
});
