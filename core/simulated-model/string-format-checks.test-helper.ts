/**
 * Checks of the string formats, written from their RFCs independently of the simulated provider's generator, for
 * tests to give Ajv (`ajv.addFormat(name, check)`).
 */
export const STRING_FORMAT_CHECKS: Readonly<Record<string, (text: string) => boolean>> = {
  date: isDate,
  time: isTime,
  "date-time": (text) => {
    const [date, time, ...rest] = text.split(/[Tt ]/);
    return rest.length === 0 && date !== undefined && time !== undefined && isDate(date) && isTime(time);
  },
  duration: (text) => /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/.test(text),
  email: (text) =>
    /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(
      text,
    ),
  hostname: (text) =>
    /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i.test(
      text,
    ),
  ipv4: (text) =>
    /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(text),
  ipv6: (text) => /^[0-9a-f:.]+$/i.test(text) && text.includes(":") && URL.canParse(`http://[${text}]/`),
  uuid: (text) => /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(text),
  uri: (text) => /^[a-z][a-z0-9+.-]*:[^\s]*$/i.test(text) && URL.canParse(text),
};

function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/i.test(text);
}
