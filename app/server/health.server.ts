import { redisHealth } from "~/services/redis.server";

/**
 * The readiness detail of `GET /healthcheck?detail` (README, docs/decisions/0056-redis-fails-fast.md),
 * for monitoring: `/healthcheck` itself answers 200 "OK" whenever the process serves, because
 * the site serves without Redis too (load balancers must keep sending traffic). `status` is
 * `degraded` while Redis is remembered as away (`down`) or refuses writes (`refusing-writes`,
 * a full `maxmemory` with `noeviction`); `redis.state` is `off` without `REDIS_URL`; `since` is
 * when the degradation began (ISO 8601), else null.
 */
export function healthDetail(): { status: "ok" | "degraded"; redis: ReturnType<typeof redisHealth> } {
  const redis = redisHealth();
  return { status: redis.state === "down" || redis.state === "refusing-writes" ? "degraded" : "ok", redis };
}
