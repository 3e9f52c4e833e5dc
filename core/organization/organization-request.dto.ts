import { IsEmail, IsNotEmpty, Matches } from "class-validator";
import { TextIfGiven } from "../validation/text-if-given.ts";
import { Lowercased, Trimmed, WithoutSpaces } from "../validation/text-transforms.ts";

export const MOBILE_NUMBER_MESSAGE =
  "Enter a valid mobile number, between 9 to 11 digits that doesn't start with 0.";

/** What the organization request form collects (SPEC §5). */
export interface OrganizationRequest {
  readonly name: string;
  readonly email: string;
  /** The national number, 9 to 11 digits, no leading 0. */
  readonly phone: string;
  /** e.g. "+1" */
  readonly countryCode: string;
}

/** The body of POST /organization: the phone travels as country code plus number. */
export interface OrganizationRequestBody {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

export class OrganizationRequestDto implements OrganizationRequest {
  @Trimmed() @TextIfGiven() @IsNotEmpty() readonly name!: string;
  @WithoutSpaces() @Lowercased() @IsEmail() readonly email!: string;
  @Matches(/^[1-9]\d{8,10}$/, { message: MOBILE_NUMBER_MESSAGE }) readonly phone!: string;
  @Trimmed() @TextIfGiven() @IsNotEmpty() readonly countryCode!: string;
}

export function organizationRequestBody(request: OrganizationRequest): OrganizationRequestBody {
  return { name: request.name, email: request.email, phone: `${request.countryCode}${request.phone}` };
}
