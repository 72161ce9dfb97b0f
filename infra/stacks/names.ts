/** A construct id from table values: `('route', 'GET', '/auth/current-user')` → `RouteGetAuthCurrentUser`. */
export const constructId = (...parts: string[]) =>
  parts
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p[0].toUpperCase() + p.slice(1))
    .join('');
