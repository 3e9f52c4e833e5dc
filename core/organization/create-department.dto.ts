import { IsNotEmpty, IsOptional, IsString } from "class-validator";
import { TextIfGiven } from "../validation/text-if-given.ts";
import { Trimmed } from "../validation/text-transforms.ts";

/** POST /organization/{orgId}/departments. */
export interface NewDepartment {
  readonly name: string;
  readonly description?: string | null;
}

/** A department's name is required and not blank (SPEC §5). */
export class CreateDepartmentDto implements NewDepartment {
  @Trimmed() @TextIfGiven() @IsNotEmpty() readonly name!: string;
  @IsOptional() @IsString() readonly description?: string | null;
}
