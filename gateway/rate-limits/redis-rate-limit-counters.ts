import type { Redis } from "ioredis";
import {
  Counted,
  type CountingWindow,
  slotStartOf,
  type WindowLimits,
  type WindowRefusal,
} from "../../core/rate-limits/sliding-window.ts";
import { LuaScript } from "./lua-script.ts";
import type { RateLimitCounters } from "./rate-limit-counters.ts";

/** Each bucket is one hash: a field per slot and count (`r:<start>` requests, `t:<start>` tokens). */
const KEY_PREFIX = "gateway:rate-limits:";
const NO_LIMIT = -1;

/**
 * Core's rule (refusalOf in core/rate-limits/sliding-window.ts) on the bucket's hash, in one script so that
 * reading the counts and counting the request let through are one atomic step for every instance. Slots that have
 * left are deleted; the key expires a span after its last write.
 * KEYS[1] the bucket; ARGV now, the current slot's start, spanMs, the requests limit, the tokens limit (-1: none).
 * Returns {0, 0} when let through, else {1 requests | 2 tokens, retry after ms}.
 */
const ADMIT = new LuaScript(`
local now = tonumber(ARGV[1])
local span = tonumber(ARGV[3])
local limits = { tonumber(ARGV[4]), tonumber(ARGV[5]) }
local flat = redis.call('HGETALL', KEYS[1])
local starts = {}
local counts = {}
for i = 1, #flat, 2 do
  local field = flat[i]
  local start = tonumber(string.sub(field, 3))
  if start + span <= now then
    redis.call('HDEL', KEYS[1], field)
  else
    if counts[start] == nil then
      counts[start] = { 0, 0 }
      table.insert(starts, start)
    end
    local index = 2
    if string.sub(field, 1, 1) == 'r' then index = 1 end
    counts[start][index] = tonumber(flat[i + 1])
  end
end
table.sort(starts)
for index = 1, 2 do
  local limit = limits[index]
  if limit >= 0 then
    local used = 0
    for _, start in ipairs(starts) do used = used + counts[start][index] end
    if used >= limit then
      local freed = 0
      local freeAt = now + span
      for _, start in ipairs(starts) do
        freed = freed + counts[start][index]
        if used - freed < limit then
          freeAt = start + span
          break
        end
      end
      return { index, math.max(1, freeAt - now) }
    end
  end
end
redis.call('HINCRBY', KEYS[1], 'r:' .. ARGV[2], 1)
redis.call('PEXPIRE', KEYS[1], span)
return { 0, 0 }
`);

/** KEYS[1] the bucket; ARGV the slot's start, the tokens, spanMs. */
const COUNT_TOKENS = new LuaScript(`
redis.call('HINCRBY', KEYS[1], 't:' .. ARGV[1], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`);

/** Buckets counted in Redis, shared by every gateway instance that uses it: one script call per request. */
export class RedisRateLimitCounters implements RateLimitCounters {
  constructor(private readonly client: Redis) {}

  async admit(limits: WindowLimits, now: number): Promise<WindowRefusal | null> {
    if (limits.requests === null && limits.tokens === null) return null;
    const [refused, retryAfterMs] = (await ADMIT.run(
      this.client,
      [KEY_PREFIX + limits.bucket],
      [
        now,
        slotStartOf(now, limits.window),
        limits.window.spanMs,
        limits.requests ?? NO_LIMIT,
        limits.tokens ?? NO_LIMIT,
      ],
    )) as [number, number];
    if (refused === 0) return null;
    const counted = refused === 1 ? Counted.REQUESTS : Counted.TOKENS;
    return {
      counted,
      limit: (counted === Counted.REQUESTS ? limits.requests : limits.tokens) ?? 0,
      retryAfterMs,
    };
  }

  async countTokens(bucket: string, window: CountingWindow, tokens: number, now: number): Promise<void> {
    if (!(tokens > 0)) return;
    await COUNT_TOKENS.run(
      this.client,
      [KEY_PREFIX + bucket],
      [slotStartOf(now, window), Math.round(tokens), window.spanMs],
    );
  }
}
