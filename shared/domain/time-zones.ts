/**
 * Market time zones (schedules in the market's time zone): a market business node carries an IANA time zone, by
 * default its country's; schedules and flight dates are entered, shown and evaluated in it.
 *
 * Pure and clock-free like the rest of shared/: the instant comes in as `now` (ms). Only `Intl` is used (shared takes
 * no date library), which carries the IANA database of the runtime, daylight-saving rules included.
 *
 * Wall times are 'YYYY-MM-DDTHH:mm' (or a day 'YYYY-MM-DD', read as 00:00) with no offset: they mean that clock
 * reading in the zone that comes with them. A wall time the clocks skip (02:30 on the last Sunday of March in Berlin)
 * is read with the offset before the change (so 03:30 summer time); one they read twice (02:30 on the last Sunday of
 * October) is the first of the two.
 */

/** Where a zone can be neither read from the market nor from its country. */
export const DEFAULT_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short' });
    formatters.set(zone, f);
  }
  return f;
}

const ZONE_NAME = /^(UTC|[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+){1,2})$/;
let known: Set<string> | undefined;
/**
 * A valid IANA time zone name (Europe/Berlin, America/New_York, UTC): one the runtime's zone database knows, by its
 * name or a link to it. Offsets ('+01:00'), abbreviations ('CET', 'EST') and anything else are refused.
 */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !ZONE_NAME.test(value)) return false;
  known ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (value === 'UTC' || known.has(value)) return true;
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

/** The zone's clock at an instant: the wall-time fields, the day of the week (0 Sunday) and its offset from UTC. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
  /** Minutes the zone's clock is ahead of UTC at that instant (Berlin: 60 in winter, 120 in summer). */
  offset: number;
}
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function zonedParts(instant: number, zone: string): ZonedParts {
  const p = Object.fromEntries(formatter(zone).formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const [year, month, day, hour, minute, second] = [p.year, p.month, p.day, p.hour, p.minute, p.second].map(Number) as [number, number, number, number, number, number];
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  const offset = Math.round((Date.UTC(year, month - 1, day, hour, minute, second) - wholeSecond) / 60_000);
  return { year, month, day, hour, minute, second, weekday: WEEKDAYS.indexOf(p.weekday ?? ''), offset };
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
/** A wall time (no offset) as it reads: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm[:ss]'. */
export const isWallTime = (value: string): boolean => {
  const m = WALL.exec(value);
  if (!m) return false;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const t = new Date(Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s));
  return t.getUTCFullYear() === +y! && t.getUTCMonth() === +mo! - 1 && t.getUTCDate() === +d! && +h < 24 && +mi < 60 && +s < 60;
};

/** The instant a wall time of the zone stands for (see the head of this file for skipped and repeated times). */
export function wallTimeToInstant(wall: string, zone: string): number {
  const m = WALL.exec(wall);
  if (!m) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const asUtc = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s);
  const before = zonedParts(asUtc - 86_400_000, zone).offset;
  const after = zonedParts(asUtc + 86_400_000, zone).offset;
  const fits = (offset: number) => zonedParts(asUtc - offset * 60_000, zone).offset === offset;
  const candidates = [before, after].filter(fits).map((o) => asUtc - o * 60_000);
  return candidates.length ? Math.min(...candidates) : asUtc - before * 60_000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** The zone's wall time at an instant, to the minute: 'YYYY-MM-DDTHH:mm'. */
export function instantToWallTime(instant: number, zone: string): string {
  const p = zonedParts(instant, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The zone's calendar day at an instant ('YYYY-MM-DD'): flight dates are days of the market. */
export const zonedDay = (instant: number, zone: string): string => instantToWallTime(instant, zone).slice(0, 10);

/** An offset as people read it next to a time: 'UTC+1', 'UTC+5:30', 'UTC-4', 'UTC'. */
export function offsetLabel(offsetMinutes: number): string {
  if (!offsetMinutes) return 'UTC';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ''}`;
}

/**
 * A stored schedule bound ('YYYY-MM-DD[THH:mm]' wall time of `zone`, or an ISO instant with an offset as schedules
 * stored before market time zones were) as an instant. Without a zone, a wall time is read in UTC as it always was.
 */
export function boundInstant(value: string, zone: string | undefined): number {
  if (isWallTime(value)) return wallTimeToInstant(value, zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE);
  return Date.parse(value);
}

/** A bound shown to people: the wall time in the zone, 'YYYY-MM-DD HH:mm'. */
export const showBound = (value: string, zone: string | undefined): string => {
  const z = zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  return instantToWallTime(boundInstant(value, z), z).replace('T', ' ');
};

/**
 * A bound as a market stores it: its wall time in the zone. A caller may send a wall time (read in the market's zone)
 * or an instant with an offset (kept as the same instant, written as the market's wall time).
 */
export function toMarketWallTime(value: string, zone: string): string {
  if (isWallTime(value)) return /T|\s/.test(value) ? value.replace(' ', 'T').slice(0, 16) : value;
  return instantToWallTime(Date.parse(value), zone);
}

/**
 * The default zone of a market from its country: the country's name (English, as the market or its node is named)
 * or its ISO 3166 code. For a country across several zones it is the zone of its capital or most people (United
 * States: America/New_York); the node admin screen changes it.
 */
const COUNTRY_ZONES: ReadonlyArray<readonly [code: string, zone: string, ...names: string[]]> = [
  ['AE', 'Asia/Dubai', 'United Arab Emirates', 'UAE'],
  ['AR', 'America/Argentina/Buenos_Aires', 'Argentina'],
  ['AT', 'Europe/Vienna', 'Austria'],
  ['AU', 'Australia/Sydney', 'Australia'],
  ['BE', 'Europe/Brussels', 'Belgium'],
  ['BG', 'Europe/Sofia', 'Bulgaria'],
  ['BR', 'America/Sao_Paulo', 'Brazil'],
  ['CA', 'America/Toronto', 'Canada'],
  ['CH', 'Europe/Zurich', 'Switzerland'],
  ['CL', 'America/Santiago', 'Chile'],
  ['CN', 'Asia/Shanghai', 'China'],
  ['CO', 'America/Bogota', 'Colombia'],
  ['CZ', 'Europe/Prague', 'Czechia', 'Czech Republic'],
  ['DE', 'Europe/Berlin', 'Germany', 'Deutschland'],
  ['DK', 'Europe/Copenhagen', 'Denmark'],
  ['EE', 'Europe/Tallinn', 'Estonia'],
  ['EG', 'Africa/Cairo', 'Egypt'],
  ['ES', 'Europe/Madrid', 'Spain'],
  ['FI', 'Europe/Helsinki', 'Finland'],
  ['FR', 'Europe/Paris', 'France'],
  ['GB', 'Europe/London', 'United Kingdom', 'UK', 'Great Britain', 'England'],
  ['GR', 'Europe/Athens', 'Greece'],
  ['HK', 'Asia/Hong_Kong', 'Hong Kong'],
  ['HR', 'Europe/Zagreb', 'Croatia'],
  ['HU', 'Europe/Budapest', 'Hungary'],
  ['ID', 'Asia/Jakarta', 'Indonesia'],
  ['IE', 'Europe/Dublin', 'Ireland'],
  ['IL', 'Asia/Jerusalem', 'Israel'],
  ['IN', 'Asia/Kolkata', 'India'],
  ['IT', 'Europe/Rome', 'Italy'],
  ['JP', 'Asia/Tokyo', 'Japan'],
  ['KR', 'Asia/Seoul', 'South Korea', 'Korea'],
  ['LT', 'Europe/Vilnius', 'Lithuania'],
  ['LU', 'Europe/Luxembourg', 'Luxembourg'],
  ['LV', 'Europe/Riga', 'Latvia'],
  ['MX', 'America/Mexico_City', 'Mexico'],
  ['MY', 'Asia/Kuala_Lumpur', 'Malaysia'],
  ['NG', 'Africa/Lagos', 'Nigeria'],
  ['NL', 'Europe/Amsterdam', 'Netherlands', 'The Netherlands', 'Holland'],
  ['NO', 'Europe/Oslo', 'Norway'],
  ['NZ', 'Pacific/Auckland', 'New Zealand'],
  ['PE', 'America/Lima', 'Peru'],
  ['PH', 'Asia/Manila', 'Philippines'],
  ['PL', 'Europe/Warsaw', 'Poland'],
  ['PT', 'Europe/Lisbon', 'Portugal'],
  ['RO', 'Europe/Bucharest', 'Romania'],
  ['RS', 'Europe/Belgrade', 'Serbia'],
  ['SA', 'Asia/Riyadh', 'Saudi Arabia'],
  ['SE', 'Europe/Stockholm', 'Sweden'],
  ['SG', 'Asia/Singapore', 'Singapore'],
  ['SI', 'Europe/Ljubljana', 'Slovenia'],
  ['SK', 'Europe/Bratislava', 'Slovakia'],
  ['TH', 'Asia/Bangkok', 'Thailand'],
  ['TR', 'Europe/Istanbul', 'Turkey', 'Türkiye'],
  ['TW', 'Asia/Taipei', 'Taiwan'],
  ['UA', 'Europe/Kyiv', 'Ukraine'],
  ['US', 'America/New_York', 'United States', 'United States of America', 'USA', 'US'],
  ['VN', 'Asia/Ho_Chi_Minh', 'Vietnam', 'Viet Nam'],
  ['ZA', 'Africa/Johannesburg', 'South Africa'],
];
const BY_COUNTRY = new Map(COUNTRY_ZONES.flatMap(([code, zone, ...names]) => [code, ...names].map((n) => [n.trim().toLowerCase(), zone] as const)));

/** The zone of a country named or coded so, or null. */
export const countryTimeZone = (country: string | null | undefined): string | null => (country ? (BY_COUNTRY.get(country.trim().toLowerCase()) ?? null) : null);

/** A market's zone: the one it carries, else its country's (any of the names given), else UTC. */
export function marketTimeZone(node: { timeZone?: string | null }, ...countryNames: (string | null | undefined)[]): string {
  if (node.timeZone && isTimeZone(node.timeZone)) return node.timeZone;
  for (const name of countryNames) {
    const zone = countryTimeZone(name);
    if (zone) return zone;
  }
  return DEFAULT_TIME_ZONE;
}

/** The runtime's zone names, for the zone picker (with UTC first). */
export const timeZoneNames = (): string[] => ['UTC', ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC') : [])];
