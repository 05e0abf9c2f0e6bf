/**
 * Whether the funds asked for have arrived: what the balance gained since the screen opened (`atOpen`, its first
 * read) reaches `asked`, or any gain when nothing was asked. The balance itself is not the measure: a wallet that
 * already held more than the amount would say "Funds received" before anything was sent.
 */
export function fundsReceived(atOpen: bigint | null, now: bigint | null, asked: bigint | null): boolean {
  if (atOpen === null || now === null) return false;
  const gained = now - atOpen;
  return asked ? gained >= asked : gained > 0n;
}
