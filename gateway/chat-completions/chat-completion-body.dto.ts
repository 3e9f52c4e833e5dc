import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from "class-validator";

export const MESSAGES_EMPTY = "messages must not be empty";
export const MAX_MESSAGES = 1000;

/**
 * The fields of POST /chat/completions the gateway reads itself, as OpenAI defines them (SPEC §7), plus its own
 * `routing_strategy` for 'Best Available'. The messages are read by read-chat-messages.ts; any other field passes.
 */
export class ChatCompletionBodyDto {
  @IsArray({ message: "messages must be a list of messages" })
  @ArrayNotEmpty({ message: MESSAGES_EMPTY })
  @ArrayMaxSize(MAX_MESSAGES)
  readonly messages!: unknown[];

  @IsString() @IsNotEmpty() @MaxLength(200) readonly model!: string;
  @IsOptional() @IsNumber() @Min(0) @Max(2) readonly temperature?: number;
  @IsOptional() @IsNumber() @Min(0) @Max(1) readonly top_p?: number;
  @IsOptional() @IsInt() @Min(1) readonly max_tokens?: number;
  @IsOptional() @IsInt() @Min(1) readonly max_completion_tokens?: number;
  @IsOptional() @IsNumber() @Min(-2) @Max(2) readonly frequency_penalty?: number;
  @IsOptional() @IsNumber() @Min(-2) @Max(2) readonly presence_penalty?: number;
  @IsOptional() @IsBoolean() readonly stream?: boolean;
  @IsOptional() @IsString() @MaxLength(40) readonly reasoning_effort?: string;
  @IsOptional() @IsBoolean() readonly store?: boolean;
  @IsOptional() @IsInt() readonly seed?: number;
  @IsOptional() @IsString() @MaxLength(256) readonly user?: string;
  @IsOptional() @IsString() @MaxLength(40) readonly routing_strategy?: string;
}

/**
 * The body's fields the gateway sets or acts on itself; every other field passes to the provider as sent. `stream`
 * is set again for the provider, `routing_strategy` is the gateway's own.
 */
export const GATEWAY_OWN_FIELDS: ReadonlySet<string> = new Set([
  "model",
  "messages",
  "stream",
  "routing_strategy",
]);
