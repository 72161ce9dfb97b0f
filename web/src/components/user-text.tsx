/**
 * Text a user wrote (comments, approval comments, reasons, a person's name beside them), shown isolated: a <bdi> with
 * `unicode-bidi: isolate`, so right-to-left text or a bidi control in it cannot reorder what is around it, and with its
 * embeddings and overrides dropped, so it shows in the order it was typed (shared/domain/bidi.ts). React text only.
 */
import type { CSSProperties } from 'react';
import { displayFreeText } from '@shared/domain/bidi';

export const ISOLATE: CSSProperties = { unicodeBidi: 'isolate' };

export function UserText({ text, className, title }: { text: string; className?: string; title?: string }) {
  return (
    <bdi className={className} title={title} style={ISOLATE} data-user-text="">
      {displayFreeText(text)}
    </bdi>
  );
}
