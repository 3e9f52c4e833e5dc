/**
 * The demo organization's people besides its owner, by their part in it: the same accounts on the memory demo and
 * on the reference gateway's demo organization.
 */
export const DEMO_STAFF = {
  superAdmin: { id: "user-priya", email: "priya.raman@meridian.example" },
  researchAdmin: { id: "user-marcus", email: "marcus.chen@meridian.example" },
  supportAdmin: { id: "user-sofia", email: "sofia.alvarez@meridian.example" },
  financeAdmin: { id: "user-jonas", email: "jonas.weber@meridian.example" },
  researcher: { id: "user-amara", email: "amara.okafor@meridian.example" },
  supportAgent: { id: "user-liam", email: "liam.oconnor@meridian.example" },
  analyst: { id: "user-hana", email: "hana.sato@meridian.example" },
} as const;

/**
 * The people of the memory demo: the demo account owns the organization. Kept apart from the seed so the memory
 * identity provider, loaded with the sign-in page, can let each of them sign in without carrying the seed.
 */
export const DEMO_PEOPLE = {
  owner: { id: "user-demo", email: "demo@meridian.example" },
  ...DEMO_STAFF,
  /** Has a tier with organizations but belongs to none yet. */
  newcomer: { id: "user-noor", email: "noor.haddad@startup.example" },
  /** On the free tier, in no organization. */
  outsider: { id: "user-guest", email: "guest@elsewhere.example" },
} as const;

/** The password every demo account signs in with (the memory identity provider's, and the local stack's emulator). */
export const DEMO_PASSWORD = "meridian-demo";
