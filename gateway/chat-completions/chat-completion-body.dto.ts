import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from "class-validator";
import { ReasoningEffort } from "../../core/chat-completions/playground-settings.ts";

export const MESSAGES_EMPTY = "messages must not be empty";
export const MAX_MESSAGES = 1000;

/**
 * POST /chat/completions as OpenAI defines it and the dashboard sends it (SPEC §7), plus the gateway's own
 * `routing_strategy` for 'Best Available'. The messages themselves are read by read-chat-request.ts.
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
  @IsOptional() @IsIn(["minimal", ...Object.values(ReasoningEffort)]) readonly reasoning_effort?: string;
  @IsOptional() @IsBoolean() readonly store?: boolean;
  @IsOptional() @IsInt() readonly seed?: number;
  @IsOptional() @IsString() @MaxLength(256) readonly user?: string;
  @IsOptional() @IsString() @MaxLength(40) readonly routing_strategy?: string;
}

/** The settings passed on to the provider unchanged when present. */
export const FORWARDED_SETTINGS = [
  "temperature",
  "top_p",
  "max_tokens",
  "max_completion_tokens",
  "frequency_penalty",
  "presence_penalty",
  "reasoning_effort",
  "store",
  "seed",
  "user",
  "stop",
] as const;
