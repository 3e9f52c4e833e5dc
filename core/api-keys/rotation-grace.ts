/** How long a rotated-out secret keeps working (SPEC: none, 1 hour, 24 hours, 7 days). */
export const RotationGrace = {
  NONE: "none",
  ONE_HOUR: "1h",
  ONE_DAY: "24h",
  SEVEN_DAYS: "7d",
} as const;
export type RotationGrace = (typeof RotationGrace)[keyof typeof RotationGrace];

export const ROTATION_GRACES: readonly RotationGrace[] = Object.values(RotationGrace);

const GRACE_MS: Record<RotationGrace, number> = {
  none: 0,
  "1h": 3_600_000,
  "24h": 86_400_000,
  "7d": 7 * 86_400_000,
};

/** Until when the previous secret works after a rotation at `now`; null when it stops at once. */
export function previousSecretUntil(grace: RotationGrace, now: number): string | null {
  const ms = GRACE_MS[grace];
  return ms === 0 ? null : new Date(now + ms).toISOString();
}
