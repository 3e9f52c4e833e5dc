import { AsDate } from "../mapping/entity-decorators.ts";

/** A gateway API key of a department user (SPEC §3). */
export class UserApiKey {
  readonly id!: string;
  readonly value!: string;
  @AsDate() readonly createdAt!: Date;
}
