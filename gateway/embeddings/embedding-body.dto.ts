import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from "class-validator";

export const ENCODING_FORMATS = ["float", "base64"] as const;
export type EncodingFormat = (typeof ENCODING_FORMATS)[number];

/**
 * POST /embeddings as OpenAI defines it, but for `input` (a string, a list of strings or of token ids), which
 * embedding-input.ts reads. Fields beyond these are forwarded to the upstream as they came.
 */
export class EmbeddingBodyDto {
  @IsString() @IsNotEmpty() @MaxLength(200) readonly model!: string;
  @IsOptional() @IsInt() @Min(1) readonly dimensions?: number;
  @IsOptional() @IsIn(ENCODING_FORMATS) readonly encoding_format?: EncodingFormat;
  @IsOptional() @IsString() @MaxLength(256) readonly user?: string;
}
