import { IsBoolean, IsOptional, IsString, MaxLength } from "class-validator";
import { Trimmed } from "../../core/validation/text-transforms.ts";

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
