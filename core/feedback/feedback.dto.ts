import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from "class-validator";
import { BlankAsMissing, Lowercased, Trimmed, WithoutSpaces } from "../validation/text-transforms.ts";
import { FEEDBACK_TOPICS, type FeedbackTopic } from "./feedback-topics.ts";

export const FEEDBACK_MESSAGE_MIN_LENGTH = 10;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 4000;

/**
 * The feedback form (SPEC §2 names the page, not its fields or where it goes): POST /feedback stores it at the
 * gateway (an addition to SPEC §7). A reply address is optional; signed-in people are known by their token.
 */
export class FeedbackDto {
  @IsIn(FEEDBACK_TOPICS, { message: `topic must be one of ${FEEDBACK_TOPICS.join(", ")}` })
  topic!: FeedbackTopic;

  @Trimmed()
  @IsString()
  @IsNotEmpty()
  @MinLength(FEEDBACK_MESSAGE_MIN_LENGTH, { context: { limit: FEEDBACK_MESSAGE_MIN_LENGTH } })
  @MaxLength(FEEDBACK_MESSAGE_MAX_LENGTH, { context: { limit: FEEDBACK_MESSAGE_MAX_LENGTH } })
  message!: string;

  @BlankAsMissing()
  @IsOptional()
  @WithoutSpaces()
  @Lowercased()
  @IsEmail()
  email?: string;
}

/** Feedback as the gateway takes it. */
export type Feedback = Pick<FeedbackDto, "topic" | "message" | "email">;
