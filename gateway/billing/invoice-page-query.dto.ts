import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from "class-validator";
import { INVOICE_PAGE_SIZE } from "../../core/billing/invoice-page.entity.ts";

/** Bounds of a page, as Stripe's lists have them; a limit outside is brought within. */
const LIMIT = { min: 1, max: 100 } as const;

/** GET /tiers/invoices?limit&startingAfter, as the query string brings them. */
export class InvoicePageQueryDto {
  @IsOptional()
  @Matches(/^\d{1,6}$/, { message: "limit must be a whole number" })
  readonly limit?: string;

  @IsOptional()
  @IsString({ message: "startingAfter must be one invoice id" })
  @IsNotEmpty({ message: "startingAfter should not be empty" })
  @MaxLength(255)
  readonly startingAfter?: string;
}

export function pageOf(query: InvoicePageQueryDto): { limit: number; startingAfter: string | null } {
  const limit = query.limit === undefined ? INVOICE_PAGE_SIZE : Number(query.limit);
  return {
    limit: Math.min(LIMIT.max, Math.max(LIMIT.min, limit)),
    startingAfter: query.startingAfter ?? null,
  };
}
