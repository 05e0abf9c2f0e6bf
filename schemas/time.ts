/** The wire sends times as seconds since the epoch; the domain model uses Date. */
export function fromSeconds(seconds: number): Date;
export function fromSeconds(seconds: number | null | undefined): Date | null;
export function fromSeconds(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

export function toSeconds(date: Date | number = Date.now()): number {
  const ms = typeof date === 'number' ? date : date.getTime();
  return Math.floor(ms / 1000);
}
