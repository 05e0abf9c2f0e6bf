import { ApiError } from './http-error';
import type { Repository } from './repository';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** Sliding window kept in the repository, so a restart does not reset it. Refused attempts do not count. */
export function takeRateLimitSlot(repo: Repository, key: string, { limit, windowMs }: RateLimit, nowMs: number): void {
  const recent = (repo.get('rate_limits', key)?.hits ?? []).filter((at) => at > nowMs - windowMs);
  if (recent.length >= limit) throw new ApiError(429, 'too_many_requests', 'Too many attempts. Try again later.');
  repo.put('rate_limits', key, { hits: [...recent, nowMs] });
}
