/** Rich text values (shared/domain/rich-text.ts): only b, i, u and br are markup; everything else is inert text. */
import { describe, expect, it } from 'vitest';
import { decodeEntities, parseRichText, richTextPlain, sanitizeRichText } from '@shared/domain/rich-text';

describe('sanitizeRichText', () => {
  it('keeps bold, italic, underline and line breaks as the templates read them', () => {
    expect(sanitizeRichText('Zero sugar. <b>All <i>sparkle</i>.</b><br><u>Now</u>')).toBe('Zero sugar. <b>All <i>sparkle</i>.</b><br><u>Now</u>');
  });

  it('writes strong, em, <br/>, upper case tags and newlines the one way', () => {
    expect(sanitizeRichText('<STRONG>A</STRONG><em>B</em><BR/>C\nD<br />E')).toBe('<b>A</b><i>B</i><br>C<br>D<br>E');
  });

  it('escapes every other tag as text: scripts, handlers, links and styles cannot run or render', () => {
    expect(sanitizeRichText('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeRichText('<img src=x onerror="alert(1)">Hi')).toBe('&lt;img src=x onerror="alert(1)"&gt;Hi');
    expect(sanitizeRichText('<b onclick="x()">A</b>')).toBe('&lt;b onclick="x()"&gt;A&lt;/b&gt;');
    expect(sanitizeRichText('<a href="javascript:alert(1)">go</a>')).toBe('&lt;a href="javascript:alert(1)"&gt;go&lt;/a&gt;');
    expect(sanitizeRichText('<<b>x</b>>')).toBe('&lt;<b>x</b>&gt;');
  });

  it('does not decode escaped markup into tags (a stored &lt;script&gt; stays text), and is stable', () => {
    const once = sanitizeRichText('&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt;');
    expect(once).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt;');
    expect(sanitizeRichText(once)).toBe(once);
    expect(parseRichText(once)).toEqual([{ kind: 'text', text: '<script>alert(1)</script> &lt;b&gt;' }]);
  });

  it('leaves a lone ampersand alone and reads character references', () => {
    expect(sanitizeRichText('Tom & Jerry')).toBe('Tom & Jerry');
    expect(decodeEntities('&#65;&#x42;&nbsp;&quot;&bogus;')).toBe('AB "&bogus;');
  });

  it('drops empty marks, unwraps a mark inside itself, joins equal neighbours, closes unclosed marks and keeps stray closings as text', () => {
    expect(sanitizeRichText('<b></b>A<i><i>B</i></i><b>C</b><b>D</b>')).toBe('A<i>B</i><b>CD</b>');
    expect(sanitizeRichText('<b>open')).toBe('<b>open</b>');
    expect(sanitizeRichText('x</u>y')).toBe('x&lt;/u&gt;y');
  });

  it('reads the plain text of a value (the required check)', () => {
    expect(richTextPlain(parseRichText('<b> </b><br>'))).toBe(' \n');
    expect(richTextPlain(parseRichText('<b>A</b><br>B'))).toBe('A\nB');
  });
});
