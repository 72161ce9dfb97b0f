/** The import boundaries are enforced by the linter (conventions 'Layout'): each rule fires on a bad import. */
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '@infra/local/site';

const eslint = new ESLint({ cwd: ROOT });
const messagesFor = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: join(ROOT, file) }))[0].messages.map((m) => `${m.ruleId}: ${m.message}`);

describe('import boundaries', { timeout: 60_000 }, () => {
  it("refuses a feature reaching into another feature's internals, even by a relative path", async () => {
    const messages = await messagesFor('web/src/features/concepts/bad.ts', "export { usePartners } from '../partners/api/get-partners';\n");
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Use what partners exports in its index\.ts/)]);
  });

  it("allows another feature's index.ts", async () => {
    expect(await messagesFor('web/src/features/concepts/good.ts', "export { usePartners } from '../partners';\n")).toEqual([]);
  });

  it('refuses lib importing a feature, and a feature importing the app shell', async () => {
    expect(await messagesFor('web/src/lib/bad.ts', "export { usePartners } from '../features/partners';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*web\/src\/lib is below features/),
    ]);
    expect(await messagesFor('web/src/features/users/bad.ts', "export { createQueryClient } from '../../app/provider';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features are below the app shell/),
    ]);
  });

  it('refuses web importing functions', async () => {
    expect(await messagesFor('web/src/lib/bad.ts', "export { ROUTES } from '../../../functions/routes';\n")).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*web never imports functions/));
  });

  it('refuses a function reading the environment outside the typed config, and caller!', async () => {
    expect(await messagesFor('functions/assets/bad.ts', 'export const bucket = process.env.FILES_BUCKET;\n')).toEqual([
      expect.stringMatching(/^no-restricted-properties: .*Read settings through functions\/lib\/config\.ts/),
    ]);
    expect(await messagesFor('functions/assets/bad.ts', 'declare const caller: { id: string } | null;\nexport const id = caller!.id;\n')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: caller is non-null on signed-in routes/),
    ]);
  });

  it('refuses web importing functions by its alias too', async () => {
    expect(await messagesFor('web/src/lib/bad.ts', "export { ROUTES } from '@functions/routes';\n")).toEqual([expect.stringMatching(/^no-restricted-imports: .*web never imports functions/)]);
  });

  it('refuses a relative import climbing into another top-level folder: the alias is the way', async () => {
    expect(await messagesFor('functions/assets/bad.ts', "export { MESSAGES } from '../../shared/messages';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Use the path alias/),
    ]);
    expect(await messagesFor('functions/assets/good.ts', "export { MESSAGES } from '@shared/messages';\n")).toEqual([]);
  });

  it("refuses a function domain reaching into another domain's files, by alias or relative path, and allows its public.ts", async () => {
    for (const path of ['@functions/assets/asset-storage', '../assets/asset-storage']) {
      expect(await messagesFor('functions/concepts/bad.ts', `export { assetStorage } from '${path}';\n`)).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*Use what assets offers other domains in its public\.ts/),
      ]);
    }
    expect(await messagesFor('functions/concepts/good.ts', "export { assetStorage } from '@functions/assets/public';\n")).toEqual([]);
  });

  it('refuses functions/lib importing a domain', async () => {
    expect(await messagesFor('functions/lib/bad.ts', "export { conceptsRepository } from '@functions/concepts/public';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*functions\/lib never imports a domain/),
    ]);
  });
});
