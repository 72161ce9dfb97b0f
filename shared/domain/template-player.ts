/**
 * How the player injects values into a template without changing it (docs/templates.md 'Value injection'):
 * playerHtml puts a bootstrap script first in the entry's <head>. It reads the values from the URL fragment
 * (encodePlayerValues) and defines the template's globals as accessors before the template's own scripts run, so
 * `var defaultValues = {...}` merges the injected values into the template's object, `var clickTag = "..."` keeps an
 * injected clickTag, and a Studio `devDynamicContent` / `dynamicContent` profile answers the injected values for its
 * row 0. A parent page may also post `{type: 'marquee:values', values}`: the template hears a cancelable
 * `marquee:values` event on window (detail.values) and, unless it cancels it, reloads with the new values.
 * The bootstrap posts `{type: 'marquee:ready'}` to its parent once the template has loaded.
 */
import { scanHtml } from './template-html';

export const PLAYER_VALUES_MESSAGE = 'marquee:values';
export const PLAYER_READY_MESSAGE = 'marquee:ready';

const PLAYER_LISTENERS = `  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== window.parent || !data || data.type !== '${PLAYER_VALUES_MESSAGE}' || !data.values || typeof data.values !== 'object') return;
    var next = {};
    for (var k in data.values) if (own.call(data.values, k) && typeof data.values[k] === 'string') next[k] = data.values[k];
    injected = next;
    mergeDefaults(window.defaultValues);
    var heard = new CustomEvent('${PLAYER_VALUES_MESSAGE}', { cancelable: true, detail: { values: next } });
    if (!window.dispatchEvent(heard)) return;
    try {
      location.replace(location.href.split('#')[0] + '#' + new URLSearchParams(next).toString());
      location.reload();
    } catch (e) { /* a page that cannot navigate keeps the merged values */ }
  });
  window.addEventListener('load', function () {
    if (window.parent !== window) window.parent.postMessage({ type: '${PLAYER_READY_MESSAGE}' }, '*');
  });
`;

/**
 * Plain ES5 so any browser an ad runs in reads it; no `</script` inside. `injected` is the expression the values come
 * from; `player` adds what only the player does (values posted by the parent page, 'marquee:ready').
 */
const bootstrap = (injected: string, player: boolean) => `(function () {
  'use strict';
  var own = Object.prototype.hasOwnProperty;
  function read(fragment) {
    var out = {};
    try { new URLSearchParams(fragment).forEach(function (v, k) { out[k] = v; }); } catch (e) { /* no values */ }
    return out;
  }
  var injected = ${injected};
  function has(key) { return typeof key === 'string' && own.call(injected, key); }
  function mergeDefaults(values) {
    if (values && typeof values === 'object') for (var k in injected) if (own.call(injected, k) && own.call(values, k)) values[k] = injected[k];
    return values;
  }
  var proxies = typeof WeakMap === 'function' ? new WeakMap() : null;
  function wrap(target, get) {
    if (!target || typeof target !== 'object' || typeof Proxy !== 'function' || !proxies) return target;
    var proxy = proxies.get(target);
    if (!proxy) { proxy = new Proxy(target, { get: get }); proxies.set(target, proxy); }
    return proxy;
  }
  function row(target) {
    return wrap(target, function (t, field) {
      var value = t[field];
      if (!has(field)) return value;
      if (value && typeof value === 'object') {
        return wrap(value, function (a, key) { return (key === 'Url' || key === 'Progressive_Url') && own.call(a, key) && has(field) ? injected[field] : a[key]; });
      }
      return injected[field];
    });
  }
  function sheet(target) { return wrap(target, function (t, i) { return i === '0' ? row(t[i]) : t[i]; }); }
  function profile(target) { return wrap(target, function (t, name) { return Array.isArray(t[name]) ? sheet(t[name]) : t[name]; }); }
  function define(name, wrapValue) {
    var value = wrapValue(undefined);
    try {
      Object.defineProperty(window, name, {
        configurable: true, enumerable: true,
        get: function () { return value; },
        set: function (next) { value = wrapValue(next); }
      });
    } catch (e) { /* already defined by the page: leave it */ }
  }
  define('defaultValues', mergeDefaults);
  define('clickTag', function (v) { return has('clickTag') ? injected.clickTag : v; });
  define('devDynamicContent', profile);
  define('dynamicContent', profile);
${player ? PLAYER_LISTENERS : ''}})();`;

const BOOTSTRAP = bootstrap('read(location.hash.slice(1))', true);

/** The values as the player URL's fragment: `player.html#` + this (URL-encoded form pairs). */
export function encodePlayerValues(values: Record<string, string>): string {
  return new URLSearchParams(Object.entries(values)).toString();
}

const DOCTYPE = /^\uFEFF?\s*(?:<!--(?:(?!-->)[\s\S])*-->\s*)*<!doctype[^>]*>/i;

/**
 * The entry HTML with the bootstrap as the first thing in its <head> (after a `<meta charset>` leading it, which must
 * stay in the first bytes); without a <head>, right after <html> or the doctype, where the parser opens the head.
 */
export function playerHtml(entryHtml: string): string {
  return withBootstrap(entryHtml, BOOTSTRAP);
}

/**
 * A prerendered ad (docs/templates.md 'Prerendered HTML5'): the entry HTML with the values baked in, for ad
 * servers that take HTML5 zips. `sets` holds one creative's values (single, bulk) or several by key (an assembly, whose
 * ad picks its set with `?variation=<key>` on its URL, else `defaultKey`). A `clickTag` the ad server passes on the
 * ad's URL (`?clickTag=`) wins over the baked one, so the ad server's click tracking keeps working. Nothing is posted
 * to or heard from the page around it.
 */
export function prerenderedHtml(entryHtml: string, sets: Record<string, Record<string, string>>, defaultKey: string): string {
  const baked = JSON.stringify({ sets, defaultKey }).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  const pick = `(function (baked) {
    var query = read(location.search.slice(1));
    var chosen = own.call(baked.sets, query.variation) ? baked.sets[query.variation] : baked.sets[baked.defaultKey] || {};
    var out = {};
    for (var k in chosen) if (own.call(chosen, k)) out[k] = chosen[k];
    if (own.call(query, 'clickTag') && query.clickTag) out.clickTag = query.clickTag;
    return out;
  })(${baked})`;
  return withBootstrap(entryHtml, bootstrap(pick, false));
}

function withBootstrap(entryHtml: string, script: string): string {
  const { tags } = scanHtml(entryHtml);
  const head = tags.find((t) => t.name === 'head');
  let at: number;
  if (head) {
    at = head.end;
    const next = tags.find((t) => t.start >= head.end);
    if (next?.name === 'meta' && 'charset' in next.attrs && entryHtml.slice(head.end, next.start).trim() === '') at = next.end;
  } else {
    at = tags.find((t) => t.name === 'html')?.end ?? DOCTYPE.exec(entryHtml)?.[0].length ?? (entryHtml.startsWith('\uFEFF') ? 1 : 0);
  }
  return `${entryHtml.slice(0, at)}<script>${script}</script>${entryHtml.slice(at)}`;
}
