import { IsNotEmpty, IsOptional, IsString } from "class-validator";

/** POST /organization/{orgId}/models/connection-test: a custom model's URL and key, tried before it is added. */
export class CustomModelConnectionRequestDto {
  @IsString() @IsNotEmpty() readonly dedicatedUrl!: string;
  @IsOptional() @IsString() readonly customModelApikey?: string | null;
  /** The model's name, looked for among the models the upstream lists. */
  @IsOptional() @IsString() readonly name?: string;
}

/** What a connection test found: the upstream's GET {dedicatedUrl}/models, or why it was not called. */
export interface CustomModelConnectionTest {
  /** Whether the upstream answered 2xx. */
  readonly reachable: boolean;
  /** Its HTTP status; null when nothing answered (refused by the outbound policy, unreachable, timed out). */
  readonly status: number | null;
  /** The upstream's error, the gateway's reason for not calling it, or what was found. */
  readonly message: string;
  /** The model ids it lists (at most 50). */
  readonly models: readonly string[];
  /** Whether the model's name is among them; null with no name or no list. */
  readonly modelListed: boolean | null;
}
