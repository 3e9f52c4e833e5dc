// The Lua scripts of the Redis budget reservations, one per operation where a read decides a write, so that each
// runs atomically on Redis. The rules are core's (core/budgets/budget-reservations.ts); these follow them step by
// step, in the same order of floating-point operations, so both adapters give the same verdicts.
//
// Each account's month is a hash (`spent`, `held`, and `r:<id>`: what reservation <id> holds) and a sorted set of
// its reservations by expiry. Amounts are stored and returned as strings of 17 significant digits: a double
// survives the round trip, which a Lua number returned to Redis (truncated to an integer) would not.

const FORMAT = `local function fmt(x) return string.format('%.17g', x) end`;

/** Drops the account's reservations that expired at `now`; returns what it holds afterwards. */
const DROP_EXPIRED = `
local function dropExpired(hash, expiries, now)
  local held = tonumber(redis.call('HGET', hash, 'held') or '0')
  local gone = redis.call('ZRANGEBYSCORE', expiries, '-inf', now)
  for _, id in ipairs(gone) do
    local amount = redis.call('HGET', hash, 'r:' .. id)
    if amount then
      held = held - tonumber(amount)
      redis.call('HDEL', hash, 'r:' .. id)
    end
    redis.call('ZREM', expiries, id)
  end
  if redis.call('ZCARD', expiries) == 0 or held < 0 then held = 0 end
  if #gone > 0 then redis.call('HSET', hash, 'held', fmt(held)) end
  return held
end`;

/**
 * KEYS: each budgeted account's hash and expiries, in turn. ARGV: now, the reservation's time to live, the keys'
 * time to live (ms), the reservation's id, its input's cost, its maximum cost ('' when unknown), then each
 * account's budget. Returns {'held', amount} or {'refused', the account's number from 1, spent, held}.
 */
export const RESERVE_SCRIPT = `${FORMAT}
${DROP_EXPIRED}
local now = tonumber(ARGV[1])
local expiresAt = now + tonumber(ARGV[2])
local keyTtl = tonumber(ARGV[3])
local id = ARGV[4]
local input = tonumber(ARGV[5])
local maximum = tonumber(ARGV[6])
local accounts = #KEYS / 2
local held = {}
local room = nil
for i = 1, accounts do
  local hash, expiries = KEYS[2 * i - 1], KEYS[2 * i]
  local h = dropExpired(hash, expiries, now)
  local spent = tonumber(redis.call('HGET', hash, 'spent') or '0')
  local left = tonumber(ARGV[6 + i]) - spent - h
  if left <= 0 or input > left then return {'refused', tostring(i), fmt(spent), fmt(h)} end
  held[i] = h
  if room == nil or left < room then room = left end
end
local amount = room
if maximum ~= nil and maximum < amount then amount = maximum end
for i = 1, accounts do
  local hash, expiries = KEYS[2 * i - 1], KEYS[2 * i]
  redis.call('HSET', hash, 'held', fmt(held[i] + amount), 'r:' .. id, fmt(amount))
  redis.call('ZADD', expiries, expiresAt, id)
  redis.call('PEXPIRE', hash, keyTtl)
  redis.call('PEXPIRE', expiries, keyTtl)
end
return {'held', fmt(amount)}
`;

/**
 * KEYS: each account's hash and expiries, in turn. ARGV: the reservation's id, its cost. An account whose month
 * is gone (expired, or Redis was emptied) is left alone; a reservation already dropped holds nothing: its cost counts.
 */
export const SETTLE_SCRIPT = `${FORMAT}
local id = ARGV[1]
local cost = tonumber(ARGV[2])
for i = 1, #KEYS / 2 do
  local hash, expiries = KEYS[2 * i - 1], KEYS[2 * i]
  if redis.call('EXISTS', hash) == 1 then
    local amount = redis.call('HGET', hash, 'r:' .. id)
    if amount then
      redis.call('HDEL', hash, 'r:' .. id)
      redis.call('ZREM', expiries, id)
      local held = tonumber(redis.call('HGET', hash, 'held') or '0') - tonumber(amount)
      if redis.call('ZCARD', expiries) == 0 or held < 0 then held = 0 end
      redis.call('HSET', hash, 'held', fmt(held))
    end
    if cost > 0 then
      redis.call('HSET', hash, 'spent', fmt(tonumber(redis.call('HGET', hash, 'spent') or '0') + cost))
    end
  end
end
return 1
`;

/** KEYS: the account's hash. ARGV: what the log says it spent, the key's time to live (ms). The larger wins. */
export const LEARN_SCRIPT = `${FORMAT}
local spent = tonumber(ARGV[1])
local known = tonumber(redis.call('HGET', KEYS[1], 'spent') or '')
if known == nil or spent > known then redis.call('HSET', KEYS[1], 'spent', fmt(spent)) end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1
`;
