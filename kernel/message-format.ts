/**
 * Fills `{name}` placeholders of a message template. The kernel's because every messages table uses it: ui/'s, and
 * the plugins', whose logic (not only their screens) words errors and statuses.
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
