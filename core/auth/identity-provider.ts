/** The social accounts a person can sign in with (SPEC §3). */
export enum IdentityProvider {
  GOOGLE = "GOOGLE",
  MICROSOFT = "MICROSOFT",
}
