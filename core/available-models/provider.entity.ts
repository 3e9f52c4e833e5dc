/** A company whose models the gateway routes to (SPEC §3). */
export class Provider {
  readonly id!: string;
  readonly name!: string;
  readonly logo!: string | null;
  readonly baseUrl!: string;
  readonly websiteUrl!: string | null;
}
