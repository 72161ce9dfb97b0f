/** Bidi controls in free text and in names inside other text (shared/domain/bidi.ts), and where the rule is applied. */
import { describe, expect, it } from 'vitest';
import { displayFreeText, hasBidiOverride, neutraliseBidi } from '@shared/domain/bidi';
import { revokeCauseText } from '@shared/domain/approvals';
import { describeNotification } from '@shared/notifications/catalogue';

const RLO = '\u202E';

describe('bidi controls', () => {
  it('free text keeps its characters in the order typed: overrides and embeddings go, isolates and marks stay', () => {
    expect(displayFreeText(`invoice${RLO}gpj.exe`)).toBe('invoicegpj.exe');
    expect(displayFreeText('a\u202Ab\u202Bc\u202Cd\u202De')).toBe('abcde');
    expect(displayFreeText('\u2067שלום\u2069 \u200Fok')).toBe('\u2067שלום\u2069 \u200Fok');
    expect(hasBidiOverride(`x${RLO}`)).toBe(true);
    expect(hasBidiOverride('שלום')).toBe(false);
  });

  it('a name inside other text loses every bidi control, and nothing else', () => {
    expect(neutraliseBidi(`Q3${RLO}fdp.exe \u2066x\u2069\u200E\u061C`)).toBe('Q3fdp.exe x');
    expect(neutraliseBidi('Café שלום')).toBe('Café שלום');
  });

  it('notifications name entities without their overrides', () => {
    const export_ = describeNotification({ source: 'export', event: 'export-finished', payload: { entity: `Brand${RLO}gpj.exe`, destination: 'Archive' } });
    expect(`${export_.title} ${export_.message}`).not.toContain(RLO);
    expect(`${export_.title} ${export_.message}`).toContain('Brandgpj.exe');
    const server = describeNotification({ source: 'unknown-source', event: 'x', payload: { message: `File ${RLO}gpj.exe failed` } });
    expect(server.message).toBe('File gpj.exe failed');
  });

  it('the trail names a template or feed without its overrides', () => {
    expect(revokeCauseText({ kind: 'revoke', cause: 'feed', causeName: `stores${RLO}vsc.exe` } as Parameters<typeof revokeCauseText>[0])).toBe('Live feed "storesvsc.exe" updated its values');
  });
});
