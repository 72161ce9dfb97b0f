/** dayjs with its utc plugin, extended once: calendar arithmetic for the functions (days, not 86,400,000 ms sums). */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

export { dayjs };
