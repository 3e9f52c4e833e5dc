import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from "class-validator";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import { Trimmed } from "../../core/validation/text-transforms.ts";

/** The tier named in POST /tiers/subscribe/{tierId}. */
export class TierIdParamsDto {
  @Trimmed()
  @IsString({ message: INVALID_ID })
  @IsNotEmpty({ message: INVALID_ID })
  @MaxLength(100, { message: INVALID_ID })
  readonly tierId!: string;
}

/** POST /tiers/subscribe/{tierId}: the saved card to charge; none (null) for a free tier. */
export class SubscribeDto {
  @IsOptional()
  @Trimmed()
  @IsString({ message: "paymentMethodId must be a payment method id or null" })
  @MaxLength(255, { message: "paymentMethodId must be a payment method id or null" })
  readonly paymentMethodId?: string | null;
}

/** DELETE /tiers/subscription: at once, or (by default) at the end of the paid period. */
export class CancelSubscriptionDto {
  @IsOptional()
  @IsBoolean({ message: "immediate must be true or false" })
  readonly immediate?: boolean;
}
